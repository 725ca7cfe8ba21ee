import type { ApolloCache, Reference } from '@apollo/client';
import { ConversationSummaryFragment } from '../../components/messages/conversation-summary';
import { MessageItemFragment } from './message-item';

/** A message as the send reply and the live stream both know it. */
export interface LiveMessage {
  id: string;
  senderId: string;
  recipientId: string;
  content: string;
  createdAt: string;
  readAt: string | null;
}

const conversationKey = (cache: ApolloCache, partnerId: string) => cache.identify({ __typename: 'Conversation', id: partnerId });
const userKey = (cache: ApolloCache, userId: string) => cache.identify({ __typename: 'User', id: userId });

/** The partner of a message, seen from the viewer. */
export const partnerOf = (message: Pick<LiveMessage, 'senderId' | 'recipientId'>, viewerId: string): string =>
  message.senderId === viewerId ? message.recipientId : message.senderId;

/** `conversations({"limit":20,"offset":40})` → 40: which page of the list a cached `conversations` field holds. */
function offsetOf(storeFieldName: string): number {
  const open = storeFieldName.indexOf('(');
  if (open < 0) return 0;
  try {
    const args = JSON.parse(storeFieldName.slice(open + 1, -1)) as { offset?: unknown };
    return typeof args.offset === 'number' ? args.offset : 0;
  } catch {
    return 0;
  }
}

/** Puts the conversation first in every cached first page of the list (and out of later pages: it moved up). */
export function moveConversationToFront(cache: ApolloCache, partnerId: string): void {
  const key = conversationKey(cache, partnerId);
  if (!key) return;
  cache.modify<{ conversations: Reference[] }>({
    id: 'ROOT_QUERY',
    fields: {
      conversations(existing, { storeFieldName, toReference }) {
        const ref = toReference(key);
        if (!ref || !Array.isArray(existing)) return existing;
        const rest = existing.filter((item) => !('__ref' in item) || item.__ref !== key);
        return offsetOf(storeFieldName) > 0 ? rest : [ref, ...rest];
      },
    },
  });
}

/** Whether the cache holds everything a conversation list shows of this conversation. */
export function isConversationCached(cache: ApolloCache, partnerId: string): boolean {
  const id = conversationKey(cache, partnerId);
  return Boolean(id && cache.readFragment({ id, fragment: ConversationSummaryFragment, fragmentName: 'ConversationSummary' }));
}

function bumpViewerCounts(cache: ApolloCache, viewerId: string, change: { unread: number; conversations: number }): void {
  const id = userKey(cache, viewerId);
  if (!id || (change.unread === 0 && change.conversations === 0)) return;
  cache.modify<{ unreadMessageCount: number | null; conversationCount: number | null }>({
    id,
    fields: {
      unreadMessageCount: (count) => (typeof count === 'number' ? Math.max(0, count + change.unread) : count),
      conversationCount: (count) => (typeof count === 'number' ? Math.max(0, count + change.conversations) : count),
    },
  });
}

/**
 * A new message (sent here, or arriving on the stream) into the cache: the message itself, its conversation's
 * last message and thread, its place at the top of the lists, and the unread counts. Applying the same message
 * twice, or one older than the conversation's last message (a replay of what a query already counted), changes
 * nothing. Returns false when the cache does not know the conversation yet: the caller fetches it.
 */
export function applyNewMessage(cache: ApolloCache, message: LiveMessage, viewerId: string): boolean {
  const partnerId = partnerOf(message, viewerId);
  // With the __typenames the cache normalizes by (the generated fragment type leaves them out).
  const data = {
    __typename: 'Message' as const,
    id: message.id,
    content: message.content,
    createdAt: message.createdAt,
    readAt: message.readAt,
    sender: { __typename: 'User' as const, id: message.senderId },
    recipient: { __typename: 'User' as const, id: message.recipientId },
  };
  const ref = cache.writeFragment({ fragment: MessageItemFragment, data });
  const id = conversationKey(cache, partnerId);
  if (!ref || !id || !isConversationCached(cache, partnerId)) return false;

  let newer = false;
  let first = false;
  cache.modify<{ lastMessage: Reference | null }>({
    id,
    fields: {
      lastMessage(existing, { readField }) {
        if (existing) {
          const lastId = readField<string>('id', existing);
          const lastAt = readField<string>('createdAt', existing);
          if (lastId === message.id || (lastAt && Date.parse(lastAt) >= Date.parse(message.createdAt))) return existing;
        }
        newer = true;
        first = !existing;
        return ref;
      },
    },
  });
  if (!newer) return true;

  const incoming = message.senderId !== viewerId;
  cache.modify<{ unreadCount: number; messages: { messages: Reference[] } }>({
    id,
    fields: {
      unreadCount: (count) => (incoming ? count + 1 : count),
      messages(page) {
        if (!page || !('messages' in page) || page.messages.some((item) => item.__ref === ref.__ref)) return page;
        return { ...page, messages: [...page.messages, ref] };
      },
    },
  });
  bumpViewerCounts(cache, viewerId, { unread: incoming ? 1 : 0, conversations: first ? 1 : 0 });
  moveConversationToFront(cache, partnerId);
  return true;
}

/**
 * She read the partner's messages (here or on another device): the conversation's unread count drops to 0 and her
 * total with it. Idempotent. Returns false when the cache does not know the conversation's count (the caller then
 * asks the server for her total).
 */
export function applyConversationRead(cache: ApolloCache, partnerId: string, viewerId: string): boolean {
  const id = conversationKey(cache, partnerId);
  if (!id) return false;
  let previous: number | undefined;
  cache.modify<{ unreadCount: number }>({
    id,
    fields: {
      unreadCount(count) {
        previous = count;
        return 0;
      },
    },
  });
  if (previous === undefined) return false;
  bumpViewerCounts(cache, viewerId, { unread: -previous, conversations: 0 });
  return true;
}

/** The partner read her messages: each of hers still unread in the cached thread gets a read time (shows "Seen"). */
export function applyPartnerRead(cache: ApolloCache, partnerId: string, viewerId: string, readAt: string): void {
  const id = conversationKey(cache, partnerId);
  if (!id) return;
  const unread = new Set<string>();
  const collect = (ref: Reference | null | undefined, readField: <T>(field: string, from: Reference) => T | undefined) => {
    if (!ref) return;
    const sender = readField<Reference>('sender', ref);
    if (sender && readField<string>('id', sender) === viewerId && !readField<string | null>('readAt', ref)) unread.add(ref.__ref);
  };
  cache.modify<{ lastMessage: Reference | null; messages: { messages: Reference[] } }>({
    id,
    fields: {
      lastMessage(last, { readField }) {
        collect(last, readField);
        return last;
      },
      messages(page, { readField }) {
        if (page && 'messages' in page) for (const ref of page.messages) collect(ref, readField);
        return page;
      },
    },
  });
  for (const messageId of unread) {
    cache.modify<{ readAt: string | null }>({ id: messageId, fields: { readAt: (value) => value ?? readAt } });
  }
}
