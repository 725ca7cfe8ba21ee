/** Test-only helpers for the events REST routes: an admin creates events through the real gateway. */
import { randomUUID } from 'node:crypto';
import { call, type RegisteredUser } from './client.js';

/** An ISO date-time `days` from now (negative: in the past). */
export const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString();

/** POST /api/events as `admin` (an unlimited walk in 10 days unless overridden); the created event's JSON. */
export const createEventAs = async <T = { id: string; title: string }>(admin: RegisteredUser, overrides: Record<string, unknown> = {}): Promise<T> => {
  const res = await call('POST', '/api/events', {
    token: admin.accessToken,
    json: {
      title: `Walk ${randomUUID()}`,
      description: 'A morning walk around the lake',
      event_date: inDays(10),
      duration_minutes: 60,
      location: 'Lakeside Park',
      max_participants: null,
      ...overrides,
    },
  });
  if (res.status !== 201) throw new Error(`create event failed: ${res.status} ${res.text}`);
  return res.body as T;
};
