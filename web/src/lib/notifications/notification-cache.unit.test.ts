import { InMemoryCache } from '@apollo/client';
import { parse } from 'graphql';
import { beforeEach, describe, expect, it } from 'vitest';
import { applyAllNotificationsRead, applyNotificationRead, applyStreamNotification } from './notification-cache';
import { at, item, streamed } from './notification-fixtures';

/** The shapes the bell and its list query, written as the server would. */
const ListQuery = parse(`
  query List($before: ID) {
    unreadNotificationCount
    notifications(limit: 20, before: $before) {
      id kind text link createdAt readAt
      actor { id firstName lastName profilePicture }
    }
  }
`);

function read(cache: InMemoryCache, before?: string) {
  const data = cache.readQuery<{ unreadNotificationCount: number; notifications: Array<{ id: string; text: string; readAt: string | null }> }>({
    query: ListQuery,
    variables: { before },
  });
  return { count: data?.unreadNotificationCount, rows: data?.notifications.map((n) => `${n.id}:${n.readAt ? 'read' : 'unread'}:${n.text}`) };
}

describe('notification cache', () => {
  let cache: InMemoryCache;
  beforeEach(() => {
    cache = new InMemoryCache();
    cache.writeQuery({ query: ListQuery, data: { unreadNotificationCount: 2, notifications: [item('b', 20), item('a', 10)] } });
    cache.writeQuery({ query: ListQuery, variables: { before: 'a' }, data: { unreadNotificationCount: 2, notifications: [item('old', 1, at(2))] } });
  });

  it('puts a new notification first with the count the stream gives', () => {
    applyStreamNotification(cache, streamed('c', 30, 'sent you a message'), 3);
    expect(read(cache)).toEqual({ count: 3, rows: ['c:unread:sent you a message', 'b:unread:started following you', 'a:unread:started following you'] });
    expect(read(cache, 'a').rows).toEqual(['old:read:started following you']);
  });

  it('moves a changed notification up once (a collapsed message notification counting one more) and keeps a replay in place', () => {
    applyStreamNotification(cache, { ...streamed('a', 40, 'sent you 2 messages') }, 2);
    expect(read(cache).rows).toEqual(['a:unread:sent you 2 messages', 'b:unread:started following you']);
    applyStreamNotification(cache, { ...streamed('a', 40, 'sent you 2 messages') }, 2);
    expect(read(cache).rows).toEqual(['a:unread:sent you 2 messages', 'b:unread:started following you']);
    applyStreamNotification(cache, { ...streamed('z', 15, 'older replay') }, 3);
    expect(read(cache).rows).toEqual(['a:unread:sent you 2 messages', 'b:unread:started following you', 'z:unread:older replay']);
  });

  it('marks everything up to the read time read and takes the server count', () => {
    applyAllNotificationsRead(cache, at(15), 1);
    expect(read(cache)).toEqual({ count: 1, rows: ['b:unread:started following you', 'a:read:started following you'] });
  });

  it('drops the badge by one when she reads one here, and not again when the stream already told', () => {
    applyNotificationRead(cache, 'b', at(50));
    expect(read(cache)).toEqual({ count: 1, rows: ['b:read:started following you', 'a:unread:started following you'] });
    applyNotificationRead(cache, 'b', at(51));
    expect(read(cache).count).toBe(1);
    // The stream's change came first (with the exact count): the mutation's own update then changes nothing.
    applyStreamNotification(cache, { ...streamed('a', 10), read_at: at(52), kind: 'follow', text: 'started following you' }, 0);
    applyNotificationRead(cache, 'a', at(53));
    expect(read(cache).count).toBe(0);
  });
});
