import type { StreamNotification } from '../stream/stream-events';

/** Test data for the unit tests of the notification cache and the stream replay (not used by the app). */

/** 12:`minute` on one day, as the server writes times. */
export const at = (minute: number): string => new Date(Date.UTC(2026, 2, 14, 12, minute)).toISOString();

export const actor = { __typename: 'User', id: 'maya', firstName: 'Maya', lastName: 'Bennett', profilePicture: null };

/** A notification as the list query's answer holds it (a follow unless `overrides` say otherwise). */
export const item = (id: string, minute: number, readAt: string | null = null, overrides: Record<string, unknown> = {}) => ({
  __typename: 'Notification',
  id,
  kind: 'follow',
  text: 'started following you',
  link: '/profile/maya',
  createdAt: at(minute),
  readAt,
  actor,
  ...overrides,
});

/** A message notification as the live stream sends it. */
export const streamed = (id: string, minute: number, text = 'started following you'): StreamNotification => ({
  id,
  kind: 'message',
  actor_id: 'maya',
  actor: { id: 'maya', first_name: 'Maya', last_name: 'Bennett', business_name: null, profile_picture: null },
  text,
  link: '/messages?user=maya',
  created_at: at(minute),
  read_at: null,
});
