import { useCallback, useSyncExternalStore } from 'react';

/** A message on its way (shown at once, "Sending…") or one that did not go ("Not sent", with Retry). */
export interface OutgoingMessage {
  key: string;
  content: string;
  createdAt: string;
  status: 'sending' | 'failed';
}

const EMPTY: readonly OutgoingMessage[] = [];
const threads = new Map<string, readonly OutgoingMessage[]>();
const listeners = new Set<() => void>();
const threadKey = (viewerId: string, partnerId: string) => `${viewerId}:${partnerId}`;

function write(thread: string, next: readonly OutgoingMessage[]): void {
  if (next.length === 0) threads.delete(thread);
  else threads.set(thread, next);
  for (const listener of listeners) listener();
}

/**
 * Her messages not yet confirmed by the server, per conversation, kept outside the cache: a failed one stays in the
 * thread (marked, with Retry) until she retries or removes it, also when she switches conversations meanwhile.
 */
export const outgoingMessages = {
  add(viewerId: string, partnerId: string, content: string): OutgoingMessage {
    const message: OutgoingMessage = { key: crypto.randomUUID(), content, createdAt: new Date().toISOString(), status: 'sending' };
    const thread = threadKey(viewerId, partnerId);
    write(thread, [...(threads.get(thread) ?? EMPTY), message]);
    return message;
  },
  setStatus(viewerId: string, partnerId: string, key: string, status: OutgoingMessage['status']): void {
    const thread = threadKey(viewerId, partnerId);
    write(thread, (threads.get(thread) ?? EMPTY).map((message) => (message.key === key ? { ...message, status } : message)));
  },
  remove(viewerId: string, partnerId: string, key: string): void {
    const thread = threadKey(viewerId, partnerId);
    write(thread, (threads.get(thread) ?? EMPTY).filter((message) => message.key !== key));
  },
};

export function useOutgoingMessages(viewerId: string, partnerId: string): readonly OutgoingMessage[] {
  const subscribe = useCallback((listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, []);
  return useSyncExternalStore(subscribe, () => threads.get(threadKey(viewerId, partnerId)) ?? EMPTY);
}
