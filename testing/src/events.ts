/**
 * Events for every layer's tests: one way to create an event (as the organization owner unless another admin is
 * named), sent to the events-wellness subgraph as the gateway would send it.
 */
import { randomUUID } from 'node:crypto';
import { call } from './http.js';
import { OWNER_VIEWER } from './members.js';
import { subgraph, type ViewerOptions } from './stack.js';

/** An ISO date-time `days` from now (negative: in the past). */
export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

export const EVENT_FIELDS =
  'id title description location status maxParticipants currentParticipants waitlistCount isJoined isWaitlisted waitlistPosition isFull eventDate durationMinutes cancelledAt';

/** An event as GraphQL answers it (the viewer's fields as the creator sees them). */
export interface TestEvent {
  id: string;
  title: string;
  description: string;
  location: string | null;
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

/** The GraphQL EventInput of a test event: a walk for five in a week unless `overrides` say otherwise. */
export const eventInput = (overrides: Record<string, unknown> = {}) => ({
  title: `Test walk ${randomUUID().slice(0, 8)}`,
  description: 'A walk created by a test',
  eventDate: inDays(7),
  durationMinutes: 60,
  location: 'Test park',
  maxParticipants: 5,
  ...overrides,
});

/** Creates an event (GraphQL `createEvent`) as the organization owner, or as the admin `by` names. */
export async function createEvent(overrides: Record<string, unknown> = {}, options: { by?: { id: string } } = {}): Promise<TestEvent> {
  const viewer: ViewerOptions = options.by ? { userId: options.by.id, role: 'admin' } : OWNER_VIEWER;
  const data = await subgraph('events-wellness').gqlOk<{ createEvent: TestEvent }>(
    `mutation($input: EventInput!) { createEvent(input: $input) { ${EVENT_FIELDS} } }`,
    { input: eventInput(overrides) },
    viewer,
  );
  return data.createEvent;
}

const expectOk = (what: string, res: { status: number; text: string }) => {
  if (res.status !== 200) throw new Error(`${what} failed: ${res.status} ${res.text}`);
};

/** She joins the event (POST /api/events/:id/join), or its waitlist. */
export async function joinEvent(member: { accessToken: string }, eventId: string, how: 'event' | 'waitlist' = 'event'): Promise<void> {
  const path = how === 'event' ? 'join' : 'waitlist';
  expectOk(`${how} ${eventId}`, await call('POST', `/api/events/${eventId}/${path}`, { token: member.accessToken }));
}

/** She leaves the event (DELETE /api/events/:id/leave). */
export async function leaveEvent(member: { accessToken: string }, eventId: string): Promise<void> {
  expectOk(`leave ${eventId}`, await call('DELETE', `/api/events/${eventId}/leave`, { token: member.accessToken }));
}

/** Cancels the event (GraphQL `cancelEvent`) as the organization owner. */
export async function cancelEvent(eventId: string): Promise<void> {
  await subgraph('events-wellness').gqlOk(`mutation($id: ID!) { cancelEvent(id: $id) { id } }`, { id: eventId }, OWNER_VIEWER);
}
