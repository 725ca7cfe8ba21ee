import type { AnyStreamEvent } from '@momstride/contracts/stream-events';
import type { EntityManager } from '@momstride/kit';

/** The notification channel `stream_append` notifies (payload `{"user_id", "seq"}`), delivered on commit. */
export const STREAM_CHANNEL = 'member_stream';

export const STREAM_EVENTS_TABLE = 'stream_events';
export const STREAM_HEADS_TABLE = 'stream_heads';

/** One event for one member's stream: her id, the other member it is about, and the event built by `streamEvent` of the catalogue. */
export interface StreamEventDraft {
  readonly userId: string;
  /** The other member the event is about (a deleted member's events go with her), if any. */
  readonly partnerId: string | null;
  readonly event: AnyStreamEvent;
}

/** The same event for two members (a message, a read): in each one's log, the other as its partner. */
export const forBoth = (userId: string, partnerId: string, event: AnyStreamEvent): StreamEventDraft[] => [
  { userId, partnerId, event },
  { userId: partnerId, partnerId: userId, event },
];

/**
 * Takes the members' stream positions (their `stream_heads` rows, locked until the transaction ends), in id order — the
 * order every writer takes them in. Take them before computing what an event says (an unread count), so a concurrent
 * change of hers is counted either before this event or after it.
 */
export async function lockStreams(tem: EntityManager, userIds: readonly string[]): Promise<void> {
  if (userIds.length === 0) return;
  await tem.execute('select stream_lock(u) from unnest(array[?]::uuid[]) as u order by u', [[...new Set(userIds)]]);
}

/**
 * Appends events to members' stream logs inside the caller's transaction (members in id order; each member's events
 * in the order given): one statement. Each event is announced on STREAM_CHANNEL when the transaction commits.
 */
export async function appendStreamEvents(tem: EntityManager, events: readonly StreamEventDraft[]): Promise<void> {
  if (events.length === 0) return;
  const rows = events.map((event, index) => ({ i: index, user_id: event.userId, kind: event.event.kind, partner_id: event.partnerId, data: event.event.data }));
  await tem.execute(
    `select stream_append(e.user_id, e.kind, e.partner_id, e.data)
       from jsonb_to_recordset(?::jsonb) as e(i int, user_id uuid, kind text, partner_id uuid, data jsonb)
      order by e.user_id, e.i`,
    [JSON.stringify(rows)],
  );
}

/**
 * A deleted member's stream: her log and position, and the events about her in others' logs (her messages, reads,
 * notifications she was the actor of). Their replays then start afresh (`ready` with `resumed: false`).
 */
export async function removeUserStream(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(`delete from "${STREAM_EVENTS_TABLE}" where user_id = ? or partner_id = ?`, [userId, userId], 'run');
  await tem.execute(`delete from "${STREAM_HEADS_TABLE}" where user_id = ?`, [userId], 'run');
}
