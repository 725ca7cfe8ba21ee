import { UnavailableNote } from './unavailable-note';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, ButtonLink } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { CalendarIcon, CheckCircleIcon, FootstepsIcon } from '../../../components/icons';
import { Panel, PanelHeader } from '../../../components/panel';
import { Spinner } from '../../../components/spinner';
import { paths } from '../../../config/paths';
import { graphql, getFragmentData, type FragmentType } from '../../../gql';
import { formatEventDay, formatTimeWithDuration } from '../../../lib/dates';
import { useJoinEvent } from '../../../lib/events/use-join-event';
import { colors, controlHeights, fontSizes, fontWeights, radii, space } from '../../../styles/theme';

/** docs/product.md, Dashboard and Business constants and limits: the dashboard fetches 3 upcoming events, soonest first, and shows them all. */
export const UpcomingEventsPanelFragment = graphql(`
  fragment UpcomingEventsPanel on Query {
    upcomingWalks: events(status: upcoming, limit: 3) {
      id
      title
      eventDate
      durationMinutes
      location
      isJoined
      isFull
    }
  }
`);

const List = styled.ul`
  display: grid;
  gap: ${space[3]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[3]} ${space[3.5]};
  padding: ${space[3]} ${space[3.5]};
  border-radius: ${radii.md};
  background: ${colors.sand100};
  > svg {
    flex: none;
    width: ${controlHeights.sm};
    height: ${controlHeights.sm};
    padding: 9px;
    border-radius: ${radii.md};
    background: ${colors.white};
    color: ${colors.coral700};
  }
  h3 { font-size: ${fontSizes.md}; overflow-wrap: anywhere; }
  p { font-size: ${fontSizes.sm}; color: ${colors.inkSoft}; overflow-wrap: anywhere; }
  p span { white-space: nowrap; }
`;

const Summary = styled.div`
  flex: 1 1 10rem;
  min-width: 0;
`;

const Action = styled.div`
  flex: none;
  margin-left: auto;
  button { min-height: ${controlHeights.sm}; padding: 0 ${space[4]}; }
`;

const Joined = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${space[1.5]};
  font-weight: ${fontWeights.strong};
  color: ${colors.sage700};
  svg { width: 18px; height: 18px; }
`;

const AllLink = styled.p`
  margin-top: ${space[4]};
  text-align: center;
  a { font-weight: ${fontWeights.strong}; color: ${colors.plum700}; }
`;

/** The next walks with a Join button each (Joined once she is in, a disabled Full when no place is left). */
export function UpcomingEventsPanel({ query }: { query: FragmentType<typeof UpcomingEventsPanelFragment> }) {
  const { upcomingWalks } = getFragmentData(UpcomingEventsPanelFragment, query);
  const { join, pendingId } = useJoinEvent();
  return (
    <Panel aria-labelledby="upcoming-events-title">
      <PanelHeader icon={<FootstepsIcon />} id="upcoming-events-title" title="Upcoming Walking Events" />
      {!upcomingWalks ? (
        <UnavailableNote what="Upcoming walks" />
      ) : upcomingWalks.length === 0 ? (
        <EmptyState
          icon={<FootstepsIcon />}
          title="No walks planned yet"
          action={<ButtonLink to={paths.events}>Browse Events</ButtonLink>}
        >
          New walks are added every week — see what’s coming up.
        </EmptyState>
      ) : (
        <List>
          {upcomingWalks.map((event) => {
            const busy = pendingId === event.id;
            return (
              <Item key={event.id} aria-labelledby={`upcoming-${event.id}`}>
                <CalendarIcon aria-hidden="true" />
                <Summary>
                  <h3 id={`upcoming-${event.id}`}>{event.title}</h3>
                  <p>
                    <span>{formatEventDay(event.eventDate)}</span> · <span>{formatTimeWithDuration(event.eventDate, event.durationMinutes)}</span>
                  </p>
                  {event.location ? <p>{event.location}</p> : null}
                </Summary>
                <Action>
                  {event.isJoined ? (
                    <Joined>
                      <CheckCircleIcon aria-hidden="true" /> Joined
                    </Joined>
                  ) : event.isFull ? (
                    <Button type="button" $variant="secondary" disabled>
                      Full<span className="visually-hidden">: {event.title}</span>
                    </Button>
                  ) : (
                    <Button type="button" onClick={() => void join(event.id)} disabled={busy} aria-busy={busy || undefined}>
                      {busy ? <Spinner aria-hidden="true" /> : null}
                      Join<span className="visually-hidden"> {event.title}</span>
                    </Button>
                  )}
                </Action>
              </Item>
            );
          })}
        </List>
      )}
      {upcomingWalks && upcomingWalks.length > 0 ? (
        <AllLink>
          <Link to={paths.events}>See all walking events</Link>
        </AllLink>
      ) : null}
    </Panel>
  );
}
