import { describe, expect, it } from 'vitest';
import { STREAM_EVENT_NAMES, streamEvent } from './stream-events.js';

const id = '0b6a4f1e-5d1c-4c1e-9a51-000000000001';
const partner = '7d444840-9dc0-11d1-b245-5ffdce74fad2';

describe('the live-stream event catalogue', () => {
  it('names the events the stream sends, ready first', () => {
    expect(STREAM_EVENT_NAMES).toEqual(['ready', 'message', 'read', 'notification', 'notifications_read']);
  });

  it('passes a payload of the catalogue through unchanged', () => {
    const message = { id, sender_id: id, recipient_id: partner, content: 'Hello', created_at: '2026-11-28T02:33:04.123Z' };
    expect(streamEvent('message', message)).toEqual({ kind: 'message', data: message });
  });

  it('refuses what the browser could not read: a time not in toISOString form, a missing field, an unknown notification kind', () => {
    expect(() => streamEvent('notifications_read', { read_at: '2026-11-28 02:33:04+00', unread_count: 0 })).toThrow();
    expect(() => streamEvent('read', { reader_id: id } as never)).toThrow();
    const notification = { id, kind: 'follow', actor_id: null, text: 'started following you', link: '/profile', created_at: '2026-11-28T02:33:04.123Z', read_at: null } as const;
    expect(streamEvent('notification', { notification, unread_count: 1 }).data.notification.kind).toBe('follow');
    expect(() => streamEvent('notification', { notification: { ...notification, kind: 'poke' } as never, unread_count: 1 })).toThrow();
  });
});
