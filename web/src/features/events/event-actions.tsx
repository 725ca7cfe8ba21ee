import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { CheckCircleIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import type { EventStatus } from '../../gql/graphql';
import { AddToCalendarButton } from './calendar/add-to-calendar-button';
import { GuestStepper } from './guest-stepper';
import { colors, controlHeights, fontSizes, fontWeights, space } from '../../styles/theme';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space[2.5]};
  margin-top: auto;
  padding-top: ${space[3.5]};
  border-top: 1px solid ${colors.border};
  /* Side by side when they fit, else each across the card. */
  button {
    flex: 1 1 auto;
    min-height: ${controlHeights.sm};
    padding: 0 ${space[4]};
    font-size: ${fontSizes.sm};
  }
`;

const Marker = styled.p<{ $tone: 'sage' | 'plum' }>`
  display: flex;
  flex-basis: 100%;
  align-items: center;
  gap: ${space[1.5]};
  font-weight: ${fontWeights.strong};
  font-size: ${fontSizes.sm};
  color: ${({ $tone, theme }) => ($tone === 'sage' ? theme.colors.sage700 : theme.colors.plum700)};
  svg { flex: none; width: 18px; height: 18px; }
`;

const Note = styled.p`
  flex-basis: 100%;
  font-size: ${fontSizes.sm};
  color: ${colors.inkSoft};
`;

export interface EventActionState {
  id: string;
  title: string;
  /** The display status (docs/product.md, States and transitions, from the clock). */
  status: EventStatus;
  isJoined: boolean;
  isWaitlisted: boolean;
  waitlistPosition: number | null | undefined;
  isFull: boolean;
  /** How many guests one member may bring (0: none). */
  guestLimit: number;
  /** Her guests when she takes part. */
  viewerGuests: number | null | undefined;
  /** A date of a recurring walk: she can join every date. */
  repeats: boolean;
}

export interface EventActionHandlers {
  onJoin: (eventId: string, guests?: number) => void;
  /** Every upcoming date of its series (the waitlist where full). */
  onJoinSeries: (eventId: string, guests: number) => void;
  onLeave: (eventId: string) => void;
  onJoinWaitlist: (eventId: string, guests?: number) => void;
  onLeaveWaitlist: (eventId: string) => void;
}

const guestsText = (guests: number) => (guests > 0 ? ` with ${guests} ${guests === 1 ? 'guest' : 'guests'}` : '');

function ActionButton({
  busy,
  onClick,
  $variant = 'primary',
  children,
}: {
  busy: boolean;
  onClick: () => void;
  $variant?: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <Button type="button" $variant={$variant} onClick={onClick} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <Spinner aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

/**
 * What she can do with an event (docs/product.md, Events; States and transitions): Join Event / Leave Event while it is upcoming; a full event disables
 * Join and offers the waitlist (with her place in line); a date of a recurring walk offers "This date" / "Every date",
 * and a walk that takes guests a guests stepper (Recurring walks; Guests); a Completed marker for the walks she took part in; Add to
 * calendar for the ones she joined that are still ahead or under way.
 */
export function EventActions({ event, busy, handlers }: { event: EventActionState; busy: boolean; handlers: EventActionHandlers }) {
  const noteId = useId();
  const [guests, setGuests] = useState(event.viewerGuests ?? 0);
  const calendar = <AddToCalendarButton eventId={event.id} title={event.title} />;
  const stepper = event.guestLimit > 0 ? <GuestStepper value={guests} limit={event.guestLimit} onChange={setGuests} disabled={busy} /> : null;
  const everyDate = event.repeats ? (
    <ActionButton busy={busy} $variant="secondary" onClick={() => handlers.onJoinSeries(event.id, guests)}>
      Every date
    </ActionButton>
  ) : null;

  if (event.status === 'upcoming') {
    if (event.isJoined) {
      return (
        <Row>
          <Marker $tone="sage">
            <CheckCircleIcon aria-hidden="true" /> You’re going{guestsText(event.viewerGuests ?? 0)}
          </Marker>
          {stepper}
          {stepper && guests !== (event.viewerGuests ?? 0) ? (
            <ActionButton busy={busy} onClick={() => handlers.onJoin(event.id, guests)}>
              Save guests
            </ActionButton>
          ) : null}
          {calendar}
          <ActionButton busy={busy} $variant="secondary" onClick={() => handlers.onLeave(event.id)}>
            Leave Event
          </ActionButton>
        </Row>
      );
    }
    if (event.isWaitlisted) {
      return (
        <Row>
          <Marker $tone="plum">
            {event.waitlistPosition ? `You’re #${event.waitlistPosition} on the waitlist` : 'You’re on the waitlist'}
          </Marker>
          <ActionButton busy={busy} $variant="secondary" onClick={() => handlers.onLeaveWaitlist(event.id)}>
            Leave waitlist
          </ActionButton>
        </Row>
      );
    }
    if (event.isFull) {
      return (
        <Row>
          {stepper}
          <Button type="button" disabled aria-describedby={noteId}>
            Join Event
          </Button>
          <ActionButton busy={busy} $variant="secondary" onClick={() => handlers.onJoinWaitlist(event.id, guests)}>
            Join waitlist
          </ActionButton>
          {everyDate}
          <Note id={noteId}>This walk is full. Join the waitlist and you get the next place that frees up.</Note>
        </Row>
      );
    }
    if (event.repeats) {
      return (
        <Row role="group" aria-label={`Join ${event.title}`}>
          {stepper}
          <ActionButton busy={busy} onClick={() => handlers.onJoin(event.id, guests)}>
            This date
          </ActionButton>
          {everyDate}
        </Row>
      );
    }
    return (
      <Row>
        {stepper}
        <ActionButton busy={busy} onClick={() => handlers.onJoin(event.id, guests)}>
          Join Event
        </ActionButton>
      </Row>
    );
  }

  if (event.status === 'active' && event.isJoined) {
    return (
      <Row>
        <Marker $tone="sage">
          <CheckCircleIcon aria-hidden="true" /> Happening now — you’re in
        </Marker>
        {calendar}
      </Row>
    );
  }
  if (event.status === 'completed' && event.isJoined) {
    return (
      <Row>
        <Marker $tone="sage">
          <CheckCircleIcon aria-hidden="true" /> Completed
        </Marker>
      </Row>
    );
  }
  return null;
}
