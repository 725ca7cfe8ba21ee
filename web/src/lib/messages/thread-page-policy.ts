import { InMemoryCache, type FieldPolicy, type Reference } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';

interface ThreadPage {
  __typename?: 'MessagePage';
  hasOlder: boolean;
  messages: Reference[];
}

/**
 * `Conversation.messages(before, limit)` as one growing thread: the newest page and the older pages loaded on
 * scroll-up merge into one list, oldest first, each message once. `hasOlder` is that of the oldest page loaded.
 * A newest page that no longer reaches the messages held (more arrived than a page holds) replaces them.
 */
export const threadPagePolicy: FieldPolicy<ThreadPage> = {
  keyArgs: false,
  merge(existing, incoming, { args, readField }) {
    if (!existing || existing.messages.length === 0) return incoming;
    if (incoming.messages.length === 0) return args?.['before'] ? { ...existing, hasOlder: false } : existing;
    const time = (ref: Reference) => Date.parse(readField<string>('createdAt', ref) ?? '');
    const oldestIncoming = time(incoming.messages[0]!);
    const oldestExisting = time(existing.messages[0]!);
    const newestExisting = time(existing.messages[existing.messages.length - 1]!);
    if (!args?.['before'] && incoming.hasOlder && oldestIncoming > newestExisting) return incoming;
    const byRef = new Map<string, Reference>();
    for (const ref of [...existing.messages, ...incoming.messages]) byRef.set(ref.__ref, ref);
    const messages = [...byRef.values()].sort((a, b) => time(a) - time(b) || (a.__ref < b.__ref ? -1 : 1));
    const hasOlder = args?.['before'] || oldestIncoming <= oldestExisting ? incoming.hasOlder : existing.hasOlder;
    return { ...incoming, messages, hasOlder };
  },
};

const registered = new WeakSet<object>();

/**
 * Adds the thread's merge policy to the cache the first time a screen shows a thread: it travels with that screen's
 * code, not with the first view.
 */
export function useThreadPagePolicy(): void {
  const client = useApolloClient();
  const cache = client.cache;
  if (registered.has(cache) || !(cache instanceof InMemoryCache)) return;
  registered.add(cache);
  cache.policies.addTypePolicies({ Conversation: { fields: { messages: threadPagePolicy } } });
}
