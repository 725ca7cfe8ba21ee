import styled from 'styled-components';
import type { EventStatus } from '../../gql/graphql';
import { statusLabels } from '../../lib/events/event-display';
import { Pill, type PillTone } from '../pill';
import { colors, space } from '../../styles/theme';

const tones: Record<Exclude<EventStatus, 'cancelled'>, PillTone> = {
  upcoming: 'sage',
  active: 'coral',
  completed: 'sand',
};

const CancelledPill = styled(Pill)`
  background: ${colors.dangerBg};
  color: ${colors.danger};
`;

/** The event's status as a badge with its word (Upcoming, Active, Completed, Cancelled). */
export function EventStatusBadge({ status }: { status: EventStatus }) {
  if (status === 'cancelled') return <CancelledPill>{statusLabels.cancelled}</CancelledPill>;
  return <Pill $tone={tones[status]}>{statusLabels[status]}</Pill>;
}

/** No place left (participants at or above the maximum). */
export function FullBadge() {
  return <Pill $tone="gold">Full</Pill>;
}

/** The badges at the top of an event card. */
export const EventBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space[1.5]};
`;
