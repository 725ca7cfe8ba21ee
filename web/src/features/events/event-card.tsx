import styled from 'styled-components';
import { EventFacts } from '../../components/event/event-facts';
import { EventDescription, EventHeading } from '../../components/event/event-heading';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { displayStatus } from '../../lib/events/event-display';
import { cardSurface } from '../../styles/surface';
import { EventActions, type EventActionHandlers } from './event-actions';
import { SeriesLine } from './series-line';
import { space } from '../../styles/theme';

export const EventCardFragment = graphql(`
  fragment EventCard on Event {
    id
    title
    description
    eventDate
    durationMinutes
    location
    maxParticipants
    currentParticipants
    status
    isFull
    isJoined
    isWaitlisted
    waitlistPosition
    guestLimit
    viewerGuests
    series {
      id
      summary
      upcomingDates(limit: 4) {
        id
        eventDate
      }
    }
  }
`);

const Card = styled.article<{ $past: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${space[3.5]};
  min-width: 0;
  padding: ${space[5]};
  ${cardSurface}
  background: ${({ $past, theme }) => ($past ? theme.colors.sand50 : theme.colors.white)};
`;

/** An event as members see it (docs/product.md, Events): status and Full badges, when, where, who, and what she can do. */
export function EventCard({
  event: ref,
  now,
  busy,
  handlers,
}: {
  event: FragmentType<typeof EventCardFragment>;
  now: number;
  busy: boolean;
  handlers: EventActionHandlers;
}) {
  const event = getFragmentData(EventCardFragment, ref);
  const status = displayStatus(event, now);
  const past = status === 'completed' || status === 'cancelled';
  const titleId = `event-${event.id}-title`;
  return (
    <Card aria-labelledby={titleId} $past={past}>
      <EventHeading titleId={titleId} title={event.title} level={2} eventDate={event.eventDate} status={status} isFull={event.isFull} />
      <EventFacts
        eventDate={event.eventDate}
        durationMinutes={event.durationMinutes}
        location={event.location}
        participants={{ current: event.currentParticipants, max: event.maxParticipants ?? null }}
      />
      {event.series ? <SeriesLine summary={event.series.summary} dates={event.series.upcomingDates.filter((date) => date.id !== event.id).slice(0, 3)} /> : null}
      <EventDescription $lines={4}>{event.description}</EventDescription>
      <EventActions event={{ ...event, status, repeats: Boolean(event.series) }} busy={busy} handlers={handlers} />
    </Card>
  );
}
