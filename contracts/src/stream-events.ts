/**
 * The catalogue of a member's live-stream events (docs/contracts.md, "Live-stream events"): for each event name, the
 * zod schema of the JSON its `data:` line carries. messaging builds every payload from it (`streamEvent`), the
 * gateway's OpenAPI document describes the stream with it, and the web imports its types (`StreamEventMap`) — types
 * only, so zod stays out of the browser's bundle.
 */
import { z } from 'zod';

/** A UUID (any version: demo members have fixed ids). */
const id = z.guid();
/** An instant as JavaScript's `toISOString()` writes it (UTC, milliseconds), as everywhere in the REST API. */
const isoTime = z.iso.datetime({ precision: 3 });
const unreadCount = z.number().int().nonnegative().meta({ description: 'Her unread notifications after the change' });

/** The kinds of notification (messaging's NotificationKind). */
export const NOTIFICATION_KINDS = ['follow', 'message', 'endorsement', 'waitlist_promoted', 'event_cancelled', 'event_changed', 'data_export_ready', 'challenge', 'reminder', 'moderation'] as const;

/** A notification as the stream carries it: the REST shape without the resolved `actor` (messaging holds no names). */
export const streamNotification = z
  .object({
    id,
    kind: z.enum(NOTIFICATION_KINDS),
    actor_id: id.nullable(),
    text: z.string(),
    link: z.string(),
    created_at: isoTime,
    read_at: isoTime.nullable(),
  })
  .meta({ id: 'StreamNotification' });

export const StreamEvents = {
  /**
   * First on every connection. `resumed: false`: events may have been missed (a first connection, or a gap the log no
   * longer holds): the client refetches what the screen shows.
   */
  ready: z.object({ resumed: z.boolean() }).meta({ id: 'StreamReadyEvent', description: 'First on every connection; `resumed: false`: refetch what the screen shows' }),
  /** A message to her or from her was stored, in the REST shape of a message. */
  message: z
    .object({ id, sender_id: id, recipient_id: id, content: z.string(), created_at: isoTime })
    .meta({ id: 'StreamMessageEvent', description: 'A message to her or from her was stored (the REST shape of a message)' }),
  /** `reader_id` read everything `partner_id` had sent her (she on another device, or her partner). */
  read: z
    .object({ reader_id: id, partner_id: id })
    .meta({ id: 'StreamReadEvent', description: '`reader_id` read everything `partner_id` had sent her' }),
  /** One of her notifications was created or changed (upsert it by id). */
  notification: z
    .object({ notification: streamNotification, unread_count: unreadCount })
    .meta({ id: 'StreamNotificationEvent', description: 'One of her notifications was created or changed: upsert it by id' }),
  /** She marked all read (on any device): everything she had up to `read_at` is read. */
  notifications_read: z
    .object({ read_at: isoTime, unread_count: unreadCount })
    .meta({ id: 'StreamNotificationsReadEvent', description: 'She marked all her notifications read (on any device)' }),
} as const;

export type StreamEventName = keyof typeof StreamEvents;

/** What each event's `data:` line carries. */
export type StreamEventMap = { [K in StreamEventName]: z.output<(typeof StreamEvents)[K]> };

export type StreamNotification = z.output<typeof streamNotification>;

/** The event names in the stream's order of description. */
export const STREAM_EVENT_NAMES = Object.keys(StreamEvents) as StreamEventName[];

/** One event as the producer hands it over: its name and its payload, checked against the catalogue. */
export interface StreamEventPayload<K extends StreamEventName = StreamEventName> {
  readonly kind: K;
  readonly data: StreamEventMap[K];
}

/**
 * An event's payload, parsed by its schema (a payload the catalogue does not allow throws here, in the producer's
 * transaction, instead of reaching a browser).
 */
export function streamEvent<K extends StreamEventName>(kind: K, data: StreamEventMap[K]): StreamEventPayload<K> {
  return { kind, data: StreamEvents[kind].parse(data) as StreamEventMap[K] };
}

/** Any one event with its payload (a union discriminated by `kind`). */
export type AnyStreamEvent = { [K in StreamEventName]: StreamEventPayload<K> }[StreamEventName];
