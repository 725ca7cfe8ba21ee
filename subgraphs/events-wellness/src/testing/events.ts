/**
 * Test helpers of events-wellness's own tests: its operations, an event as a viewer sees it, its database read directly.
 * Creating an event is the test library's `createEvent`.
 */
import { EVENT_FIELDS, queryRows, subgraph, type TestEvent, type ViewerOptions } from '@momstride/testing';

export const eventsWellness = subgraph('events-wellness');

/** An event as GraphQL answers it to a viewer. */
export type EventView = TestEvent;

export const CREATE_EVENT = `mutation($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`;
export const UPDATE_EVENT = `mutation($id: ID!, $input: EventInput!) { updateEvent(id: $id, input: $input) { ${EVENT_FIELDS} } }`;
export const CANCEL_EVENT = `mutation($id: ID!) { cancelEvent(id: $id) { ${EVENT_FIELDS} } }`;
export const JOIN = `mutation($id: ID!) { joinEvent(eventId: $id) { ${EVENT_FIELDS} } }`;
export const LEAVE = `mutation($id: ID!) { leaveEvent(eventId: $id) { ${EVENT_FIELDS} } }`;
export const JOIN_WAITLIST = `mutation($id: ID!) { joinEventWaitlist(eventId: $id) { ${EVENT_FIELDS} } }`;
export const EVENT = `query($id: ID!) { event(id: $id) { ${EVENT_FIELDS} } }`;

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
