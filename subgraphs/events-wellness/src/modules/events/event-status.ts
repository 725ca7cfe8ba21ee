import { registerEnumType } from 'type-graphql';

/** Display status of an event (docs/product.md, States and transitions): computed from the clock; `cancelled` once an admin cancels. */
export enum EventStatus {
  upcoming = 'upcoming',
  active = 'active',
  completed = 'completed',
  cancelled = 'cancelled',
}

registerEnumType(EventStatus, {
  name: 'EventStatus',
  description: 'upcoming before the start, active until start plus duration, then completed; cancelled by an admin',
  valuesConfig: {
    upcoming: { description: 'Not started yet: members can join' },
    active: { description: 'Started and not yet over (start plus duration)' },
    completed: { description: 'Over' },
    cancelled: { description: 'Cancelled by an admin (members were told)' },
  },
});

/** The status of an event at `now`. */
export function eventStatus(event: { eventDate: Date; endsAt: Date; cancelledAt: Date | null }, now: Date = new Date()): EventStatus {
  if (event.cancelledAt) return EventStatus.cancelled;
  if (event.eventDate.getTime() > now.getTime()) return EventStatus.upcoming;
  if (event.endsAt.getTime() > now.getTime()) return EventStatus.active;
  return EventStatus.completed;
}

export const EVENT_FULL = 'Event is full';
export const EVENT_CANCELLED = 'This event has been cancelled';
export const EVENT_COMPLETED = 'This event has already taken place';
export const EVENT_STARTED = 'This event has already started';
export const EVENT_NOT_FOUND = 'Event not found';
