import { useEffect, useLayoutEffect, useRef } from 'react';

/** `message`: a new message to or from her, in the REST shape (docs/product.md, Entities and fields: Message). */
export interface StreamMessageEvent {
  id: string;
  sender_id: string;
  recipient_id: string;
  content: string;
  created_at: string;
}

/** `read`: `reader_id` read the messages `partner_id` sent her (she on another device, or her partner). */
export interface StreamReadEvent {
  reader_id: string;
  partner_id: string;
}

/** A notification in the REST shape (docs/contracts.md, Notifications). */
export interface StreamNotification {
  id: string;
  kind: string;
  actor_id: string | null;
  actor: { id: string; first_name: string; last_name: string; business_name: string | null; profile_picture: string | null } | null;
  text: string;
  link: string;
  created_at: string;
  read_at: string | null;
}

/** `notification`: one of hers was created or changed (upsert it by id); `unread_count` after the change. */
export interface StreamNotificationEvent {
  notification: StreamNotification;
  unread_count: number;
}

/** `notifications_read`: she marked all read (on any device): everything created up to `read_at` is read. */
export interface StreamNotificationsReadEvent {
  read_at: string;
  unread_count: number;
}

/**
 * `ready`: first on every connection. `resumed: false` means events may have been missed (a first connection, or a
 * gap the server no longer holds): refetch what the screen shows.
 */
export interface StreamReadyEvent {
  resumed: boolean;
}

/** What each kind of event on the member's live stream carries (docs/contracts.md, The stream). */
export interface StreamEventMap {
  ready: StreamReadyEvent;
  message: StreamMessageEvent;
  read: StreamReadEvent;
  notification: StreamNotificationEvent;
  notifications_read: StreamNotificationsReadEvent;
}

export type StreamEventKind = keyof StreamEventMap;
type Handler<K extends StreamEventKind> = (data: StreamEventMap[K]) => void;

const handlers: { [K in StreamEventKind]: Set<Handler<K>> } = {
  ready: new Set(),
  message: new Set(),
  read: new Set(),
  notification: new Set(),
  notifications_read: new Set(),
};

export function isStreamEventKind(kind: string): kind is StreamEventKind {
  return Object.hasOwn(handlers, kind);
}

/** Subscribe outside React; returns the unsubscribe. */
export function onStreamEvent<K extends StreamEventKind>(kind: K, handler: Handler<K>): () => void {
  const set = handlers[kind] as Set<Handler<K>>;
  set.add(handler);
  return () => set.delete(handler);
}

/** Hand an event of the stream to everyone listening for its kind (a failing listener does not stop the others). */
export function emitStreamEvent<K extends StreamEventKind>(kind: K, data: StreamEventMap[K]): void {
  for (const handler of [...(handlers[kind] as Set<Handler<K>>)]) {
    try {
      handler(data);
    } catch (error) {
      console.error(`A ${kind} stream listener failed.`, error);
    }
  }
}

/**
 * Run `handler` for each `kind` event on the signed-in member's live stream while the component is mounted (the
 * latest handler, without resubscribing on every render). The stream itself is started by the member frame;
 * this hook only listens, so it costs a screen nothing.
 */
export function useStreamEvent<K extends StreamEventKind>(kind: K, handler: Handler<K>): void {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  useEffect(() => onStreamEvent(kind, (data) => latest.current(data)), [kind]);
}
