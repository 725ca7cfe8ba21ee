import { DEMO_PASSWORD } from './accounts';

/** The demo organization owner (admin), who creates the events the browser journeys use. */
export const DEMO_ADMIN = { email: 'olivia@momstride.example', password: DEMO_PASSWORD };

async function rest<T>(gatewayUrl: string, method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const reply = await fetch(`${gatewayUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!reply.ok) throw new Error(`${method} /api${path} failed: ${reply.status} ${await reply.text()}`);
  return (await reply.json()) as T;
}

/** An access token for an existing account (REST auth/login). */
export async function signInThroughApi(gatewayUrl: string, email: string, password: string): Promise<string> {
  return (await rest<{ access_token: string }>(gatewayUrl, 'POST', '/auth/login', undefined, { email, password })).access_token;
}

export interface ApiEvent {
  id: string;
  title: string;
  event_date: string;
  current_participants: number;
  max_participants: number | null;
}

/** Create an event as an admin (REST POST events, in the shapes of schema/openapi.json). */
export function createEventThroughApi(
  gatewayUrl: string,
  adminToken: string,
  event: { title: string; description: string; event_date: string; duration_minutes: number; location?: string; max_participants?: number | null },
): Promise<ApiEvent> {
  return rest<ApiEvent>(gatewayUrl, 'POST', '/events', adminToken, event);
}

export const joinEventThroughApi = (gatewayUrl: string, token: string, eventId: string): Promise<ApiEvent> =>
  rest<ApiEvent>(gatewayUrl, 'POST', `/events/${eventId}/join`, token);

export const leaveEventThroughApi = (gatewayUrl: string, token: string, eventId: string): Promise<ApiEvent> =>
  rest<ApiEvent>(gatewayUrl, 'DELETE', `/events/${eventId}/leave`, token);

export const isJoinedThroughApi = async (gatewayUrl: string, token: string, eventId: string): Promise<boolean> =>
  (await rest<{ is_joined: boolean }>(gatewayUrl, 'GET', `/events/${eventId}/is-joined`, token)).is_joined;

/** The id of the event with this title (GET events lists every status, at most 100). */
export async function eventIdByTitle(gatewayUrl: string, token: string, title: string): Promise<string> {
  const events = await rest<ApiEvent[]>(gatewayUrl, 'GET', '/events?limit=100', token);
  const found = events.find((event) => event.title === title);
  if (!found) throw new Error(`no event titled ${title}`);
  return found.id;
}
