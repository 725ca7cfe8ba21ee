import type { StreamEventMap, StreamNotification as StreamedNotification } from '@momstride/contracts/stream-events';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * What each kind of event on the member's live stream carries: the types of the stream-event catalogue
 * (docs/contracts.md, Live-stream events), which messaging builds every payload from. Types only: zod stays on the server.
 */
export type { StreamEventMap };
/** `message`: a new message to or from her, in the REST shape. */
export type StreamMessageEvent = StreamEventMap['message'];
/** `read`: `reader_id` read the messages `partner_id` sent her (she on another device, or her partner). */
export type StreamReadEvent = StreamEventMap['read'];
/** `notification`: one of hers was created or changed (upsert it by id); `unread_count` after the change. */
export type StreamNotificationEvent = StreamEventMap['notification'];
/** `notifications_read`: she marked all read (on any device): everything created up to `read_at` is read. */
export type StreamNotificationsReadEvent = StreamEventMap['notifications_read'];
/** `ready`: first on every connection; `resumed: false`: refetch what the screen shows. */
export type StreamReadyEvent = StreamEventMap['ready'];

/** A notification as the stream carries it, or in the REST shape with its resolved `actor` (the stream has none). */
export type StreamNotification = StreamedNotification & {
  actor?: { id: string; first_name: string; last_name: string; business_name: string | null; profile_picture: string | null } | null;
};

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
