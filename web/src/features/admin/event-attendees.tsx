import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import styled from 'styled-components';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { ChevronDownIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import { formatDay } from '../../lib/dates';
import { AdminEventAttendeesQuery } from './admin-events-query';
import { colors, fontSizes, fontWeights, space } from '../../styles/theme';

const Details = styled.details`
  border-top: 1px solid ${colors.border};
  padding-top: ${space[3]};
  summary {
    display: flex;
    align-items: center;
    gap: ${space[1.5]};
    width: fit-content;
    min-height: 36px;
    font-weight: ${fontWeights.strong};
    font-size: ${fontSizes.sm};
    color: ${colors.plum700};
    cursor: pointer;
    list-style: none;
    &::-webkit-details-marker { display: none; }
    svg { width: 18px; height: 18px; transition: transform 0.15s ease; }
  }
  &[open] summary svg { transform: rotate(180deg); }
`;

const Body = styled.div`
  display: grid;
  gap: ${space[3.5]};
  margin-top: ${space[2.5]};
  h4 {
    font-size: ${fontSizes.xs};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${colors.inkSoft};
  }
`;

const People = styled.ol`
  display: grid;
  gap: ${space[2]};
  margin: ${space[1.5]} 0 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${space[2.5]};
    min-width: 0;
    font-size: ${fontSizes.sm};
  }
  li > div { min-width: 0; }
  li > div > strong { display: block; color: ${colors.plum900}; }
  li > div > span { display: block; color: ${colors.inkSoft}; overflow-wrap: anywhere; }
`;

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${space[2]};
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

interface Person {
  user: { id: string; firstName: string; lastName: string; email?: string | null; profilePicture?: string | null };
  /** When she joined, or her place in line. */
  note: string;
  /** The guests she brings (they take places). */
  guests: number;
}

/** "Dana Diaz + 2 guests". */
export const nameWithGuests = (name: string, guests: number): string => (guests > 0 ? `${name} + ${guests} ${guests === 1 ? 'guest' : 'guests'}` : name);

function PersonList({ people }: { people: ReadonlyArray<Person> }) {
  return (
    <People>
      {people.map(({ user, note, guests }) => (
        <li key={user.id}>
          <Avatar firstName={user.firstName} lastName={user.lastName} picture={user.profilePicture ?? null} size={32} />
          <div>
            <strong>{nameWithGuests(`${user.firstName} ${user.lastName}`, guests)}</strong>
            <span>{user.email ? `${user.email} · ${note}` : note}</span>
          </div>
        </li>
      ))}
    </People>
  );
}

function AttendeeLists({ eventId }: { eventId: string }) {
  const { data, loading, error, refetch } = useQuery(AdminEventAttendeesQuery, { variables: { id: eventId }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) {
    return (
      <Status role="status">
        <Spinner aria-hidden="true" /> Loading participants…
      </Status>
    );
  }
  if (!data) {
    return (
      <Status role="alert">
        {error ? 'We couldn’t load the participants.' : null}
        <Button type="button" $variant="ghost" onClick={() => void refetch()}>
          Try again
        </Button>
      </Status>
    );
  }
  const { participants, waitlist } = data.event;
  return (
    <Body>
      <div>
        <h4>Participants</h4>
        {participants.length === 0 ? (
          <Status>No one has joined yet.</Status>
        ) : (
          <PersonList
            people={participants.map(({ user, guests, joinedAt, promotedFromWaitlistAt }) => ({
              user,
              guests,
              note: promotedFromWaitlistAt ? `from the waitlist ${formatDay(promotedFromWaitlistAt)}` : `joined ${formatDay(joinedAt)}`,
            }))}
          />
        )}
      </div>
      {waitlist.length > 0 ? (
        <div>
          <h4>Waitlist</h4>
          <PersonList people={waitlist.map(({ user, guests, position }) => ({ user, guests, note: `#${position} in line` }))} />
        </div>
      ) : null}
    </Body>
  );
}

/** The admin's expandable list of who takes part (and who waits), asked only when opened. */
export function EventAttendees({ eventId, participants, waitlisted }: { eventId: string; participants: number; waitlisted: number }) {
  const [open, setOpen] = useState(false);
  return (
    <Details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <ChevronDownIcon aria-hidden="true" />
        Participants ({participants}){waitlisted > 0 ? ` · Waitlist (${waitlisted})` : ''}
      </summary>
      {open ? <AttendeeLists eventId={eventId} /> : null}
    </Details>
  );
}
