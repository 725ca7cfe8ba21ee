import type { ApolloCache, Reference } from '@apollo/client';
import type { NotificationItemFragment as NotificationItem, NotificationKind } from '../../gql/graphql';
import type { StreamNotification } from '../stream/stream-events';
import { NotificationItemFragment } from './notification-item';

/** `notifications({"before":"…","limit":20})` holds an older page; the first page has no `before`. */
const isFirstPage = (storeFieldName: string): boolean => !storeFieldName.includes('"before"');

/** Sets her unread notification count (the bell's badge) to the server's figure. */
export function setUnreadNotificationCount(cache: ApolloCache, count: number): void {
  cache.modify<{ unreadNotificationCount: number }>({
    id: 'ROOT_QUERY',
    fields: { unreadNotificationCount: () => Math.max(0, count) },
  });
}

/**
 * A notification from the stream (new, or changed: a collapsed message notification counts one more message and
 * moves up; one read on another device) into the cache: the item itself, first in the cached list, and her count.
 */
export function applyStreamNotification(cache: ApolloCache, notification: StreamNotification, unreadCount: number): void {
  const { actor } = notification;
  // With the __typenames the cache normalizes by (the generated fragment type leaves them out).
  const data = {
    __typename: 'Notification' as const,
    id: notification.id,
    kind: notification.kind as NotificationKind,
    text: notification.text,
    link: notification.link,
    createdAt: notification.created_at,
    readAt: notification.read_at,
    actor: actor && {
      __typename: 'User' as const,
      id: actor.id,
      firstName: actor.first_name,
      lastName: actor.last_name,
      profilePicture: actor.profile_picture,
    },
  };
  // A streamed notification carries no `actor` (messaging holds no names): the field is left unwritten (an updated
  // notification keeps its cached actor).
  const ref = cache.writeFragment({ fragment: NotificationItemFragment, data: data as NotificationItem });
  if (ref) {
    cache.modify<{ notifications: Reference[] }>({
      id: 'ROOT_QUERY',
      fields: {
        notifications(existing, { storeFieldName, readField }) {
          if (!Array.isArray(existing)) return existing;
          const rest = existing.filter((item) => item.__ref !== ref.__ref);
          if (!isFirstPage(storeFieldName)) return rest;
          // Newest first: it goes before every item older than it (a replay of an old change stays in its place).
          const at = Date.parse(notification.created_at);
          const index = rest.findIndex((item) => Date.parse(readField<string>('createdAt', item) ?? '') <= at);
          return index < 0 ? [...rest, ref] : [...rest.slice(0, index), ref, ...rest.slice(index)];
        },
      },
    });
  }
  setUnreadNotificationCount(cache, unreadCount);
}

/** Gives each cached notification matching `which` a read time (those already read keep theirs). */
function markCachedRead(cache: ApolloCache, readAt: string, which: (createdAt: string) => boolean): void {
  const ids: string[] = [];
  cache.modify<{ notifications: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      notifications(existing, { readField }) {
        if (Array.isArray(existing))
          for (const item of existing) if (which(readField<string>('createdAt', item) ?? '')) ids.push(item.__ref);
        return existing;
      },
    },
  });
  for (const id of ids) cache.modify<{ readAt: string | null }>({ id, fields: { readAt: (value) => value ?? readAt } });
}

/** She marked all read (on any device, `notifications_read`): everything created up to `readAt` shows read. */
export function applyAllNotificationsRead(cache: ApolloCache, readAt: string, unreadCount: number): void {
  const until = Date.parse(readAt);
  markCachedRead(cache, readAt, (createdAt) => Date.parse(createdAt) <= until);
  setUnreadNotificationCount(cache, unreadCount);
}

/**
 * She read one notification here: it shows read and the badge drops by one — unless the cache already has it read
 * (the stream told of it first, with the exact count), so the count never drops twice.
 */
export function applyNotificationRead(cache: ApolloCache, notificationId: string, readAt: string): void {
  const id = cache.identify({ __typename: 'Notification', id: notificationId });
  if (!id) return;
  let wasUnread = false;
  cache.modify<{ readAt: string | null }>({
    id,
    fields: {
      readAt(value) {
        wasUnread = value === null;
        return value ?? readAt;
      },
    },
  });
  if (!wasUnread) return;
  cache.modify<{ unreadNotificationCount: number }>({
    id: 'ROOT_QUERY',
    fields: { unreadNotificationCount: (count) => Math.max(0, count - 1) },
  });
}
