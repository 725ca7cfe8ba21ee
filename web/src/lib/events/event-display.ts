import type { EventStatus } from '../../gql/graphql';

/** The fields the display status is read from. */
interface EventClock {
  status: EventStatus;
  eventDate: string;
  durationMinutes: number;
}

/**
 * docs/product.md, States and transitions, members' screens: from the clock — upcoming before the start, active until start plus duration, then
 * completed; cancelled once an admin cancelled it (the server's word).
 */
export function displayStatus(event: EventClock, now: number): EventStatus {
  if (event.status === 'cancelled') return 'cancelled';
  const start = Date.parse(event.eventDate);
  if (start > now) return 'upcoming';
  if (start + event.durationMinutes * 60_000 > now) return 'active';
  return 'completed';
}

/** docs/product.md, States and transitions, the admin list: upcoming if in the future, active if the server says so, otherwise completed (or cancelled). */
export function adminListStatus(event: Pick<EventClock, 'status' | 'eventDate'>, now: number): EventStatus {
  if (event.status === 'cancelled') return 'cancelled';
  if (Date.parse(event.eventDate) > now) return 'upcoming';
  return event.status === 'active' ? 'active' : 'completed';
}

export const statusLabels: Record<EventStatus, string> = {
  upcoming: 'Upcoming',
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

/** "4 / 12 participants", or "4 participants · no limit" when there is no maximum. */
export function participantsText(current: number, max: number | null): string {
  if (max === null) return `${current} ${current === 1 ? 'participant' : 'participants'} · no limit`;
  return `${current} / ${max} participants`;
}
