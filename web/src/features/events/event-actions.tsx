import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { CheckCircleIcon } from '../../components/icons';
import { Spinner } from '../../components/spinner';
import type { EventStatus } from '../../gql/graphql';
import { AddToCalendarButton } from './calendar/add-to-calendar-button';
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
}

export interface EventActionHandlers {
  onJoin: (eventId: string) => void;
  onLeave: (eventId: string) => void;
  onJoinWaitlist: (eventId: string) => void;
  onLeaveWaitlist: (eventId: string) => void;
}

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
 * Join and offers the waitlist (with her place in line); a Completed marker for the walks she took part in; Add to
 * calendar for the ones she joined that are still ahead or under way.
 */
export function EventActions({ event, busy, handlers }: { event: EventActionState; busy: boolean; handlers: EventActionHandlers }) {
  const noteId = useId();
  const calendar = <AddToCalendarButton eventId={event.id} title={event.title} />;

  if (event.status === 'upcoming') {
    if (event.isJoined) {
      return (
        <Row>
          <Marker $tone="sage">
            <CheckCircleIcon aria-hidden="true" /> You’re going
          </Marker>
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
          <Button type="button" disabled aria-describedby={noteId}>
            Join Event
          </Button>
          <ActionButton busy={busy} $variant="secondary" onClick={() => handlers.onJoinWaitlist(event.id)}>
            Join waitlist
          </ActionButton>
          <Note id={noteId}>This walk is full. Join the waitlist and you get the next place that frees up.</Note>
        </Row>
      );
    }
    return (
      <Row>
        <ActionButton busy={busy} onClick={() => handlers.onJoin(event.id)}>
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
