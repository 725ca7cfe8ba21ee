import styled from 'styled-components';
import { DateTile } from '../../components/event/date-tile';
import { EventBadges, EventStatusBadge, FullBadge } from '../../components/event/event-badges';
import { EventFacts } from '../../components/event/event-facts';
import { graphql, getFragmentData, type FragmentType } from '../../gql';
import { displayStatus } from '../../lib/events/event-display';
import { cardSurface } from '../../styles/surface';
import { EventActions, type EventActionHandlers } from './event-actions';

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
  }
`);

const Card = styled.article<{ $past: boolean }>`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  min-width: 0;
  padding: 1.25rem;
  ${cardSurface}
  background: ${({ $past, theme }) => ($past ? theme.colors.sand50 : theme.colors.white)};
`;

const Head = styled.header`
  display: flex;
  gap: 0.9rem;
  align-items: flex-start;
  min-width: 0;
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    line-height: 1.3;
    overflow-wrap: anywhere;
  }
`;

const Heading = styled.div`
  display: grid;
  gap: 0.4rem;
  min-width: 0;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.ink};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  white-space: pre-line;
  overflow-wrap: anywhere;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
`;

/** An event as members see it (spec §2 Events): status and Full badges, when, where, who, and what she can do. */
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
      <Head>
        <DateTile eventDate={event.eventDate} muted={past} />
        <Heading>
          <EventBadges>
            <EventStatusBadge status={status} />
            {event.isFull ? <FullBadge /> : null}
          </EventBadges>
          <h2 id={titleId}>{event.title}</h2>
        </Heading>
      </Head>
      <EventFacts
        eventDate={event.eventDate}
        durationMinutes={event.durationMinutes}
        location={event.location}
        participants={{ current: event.currentParticipants, max: event.maxParticipants ?? null }}
      />
      <Description>{event.description}</Description>
      <EventActions event={{ ...event, status }} busy={busy} handlers={handlers} />
    </Card>
  );
}
