/** Test helpers for events-wellness: an admin creates events, members join them, the database is read directly. */
import { OWNER_VIEWER } from '../../../../scripts/testing/members.js';
import { queryRows, subgraph, type ViewerOptions } from '../../../../scripts/testing/subgraph-client.js';

export const eventsWellness = subgraph('events-wellness');

export const EVENT_FIELDS =
  'id title status maxParticipants currentParticipants waitlistCount isJoined isWaitlisted waitlistPosition isFull eventDate durationMinutes cancelledAt';

export interface EventView {
  id: string;
  title: string;
  status: string;
  maxParticipants: number | null;
  currentParticipants: number;
  waitlistCount: number;
  isJoined: boolean;
  isWaitlisted: boolean;
  waitlistPosition: number | null;
  isFull: boolean;
  eventDate: string;
  durationMinutes: number;
  cancelledAt: string | null;
}

export const CREATE_EVENT = `mutation($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
export const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
export const CANCEL_EVENT = `mutation($id: ID!) { cancelEvent(id: $id) { ${EVENT_FIELDS} } }`;
export const JOIN = `mutation($id: ID!) { joinEvent(eventId: $id) { ${EVENT_FIELDS} } }`;
export const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { ${EVENT_FIELDS} } }`;
export const JOIN_WAITLIST = `mutation($id: ID!) { joinEventWaitlist(eventId: $id) { ${EVENT_FIELDS} } }`;
export const EVENT = `query($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`;

export const inDays = (days: number): string => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();

export const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Test walk ${Math.random().toString(36).slice(2, 8)}`,
  description: 'A walk created by a test',
  eventDate: inDays(7),
  durationMinutes: 60,
  location: 'Test park',
  maxParticipants: 5,
  ...overrides,
});

/** An event created by the organization owner (admin). */
export async function createTestEvent(overrides: Record<string, unknown> = {}): Promise<EventView> {
  const data = await eventsWellness.gqlOk<{ createEvent: EventView }>(CREATE_EVENT, { input: eventInput(overrides) }, OWNER_VIEWER);
  return data.createEvent;
}

export const eventAs = async (id: string, viewer: ViewerOptions): Promise<EventView> =>
  (await eventsWellness.gqlOk<{ event: EventView }>(EVENT, { id }, viewer)).event;

/** Moves an event's times (straight in the database: the API refuses dates in the past). */
export const moveEvent = (id: string, startsInMinutes: number, durationMinutes = 60) =>
  queryRows(
    eventsWellness.databaseUrl(),
    `update events set starts_at = now() + make_interval(mins => $2::int), duration_minutes = $3::int,
       ends_at = now() + make_interval(mins => $2::int + $3::int) where id = $1`,
    [id, startsInMinutes, durationMinutes],
  );

/** The stored counters and the rows they count, to compare. */
export async function countsOf(id: string) {
  const [row] = await queryRows<{ participants_count: number; waitlist_count: number; participants: number; waitlisted: number }>(
    eventsWellness.databaseUrl(),
    `select participants_count, waitlist_count,
       (select count(*)::int from event_participants where event_id = $1) as participants,
       (select count(*)::int from event_waitlist where event_id = $1) as waitlisted
     from events where id = $1`,
    [id],
  );
  return row!;
}

/** Domain events of a name about an event in the outbox of events-wellness. */
export const outboxEvents = (name: string, eventId: string) =>
  queryRows<{ payload: Record<string, unknown> }>(
    eventsWellness.databaseUrl(),
    `select payload from domain_event_outbox where name = $1 and payload->>'eventId' = $2 order by occurred_at`,
    [name, eventId],
  );
