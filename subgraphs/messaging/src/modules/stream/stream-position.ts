import type { EntityManager } from '@momstride/kit';

/** Where a new connection of a member's stream starts. */
export interface StreamStart {
  /** Events after this id follow. */
  readonly position: number;
  /**
   * True when the client's Last-Event-ID was hers and the log holds every event after it (they follow: a replay);
   * false when there was none, or the log no longer covers it (pruned), or it is not hers — the client refetches.
   */
  readonly resumed: boolean;
}

/**
 * Decides where a connection starts, in one statement: her position (`stream_heads`) and the `prev_seq` of her first
 * event after `lastEventId`. Her events chain through `prev_seq`, so when that event's `prev_seq` is `lastEventId` the
 * log still holds everything after it (pruning takes the oldest first).
 */
export async function streamStart(em: EntityManager, userId: string, lastEventId: number | null): Promise<StreamStart> {
  const [row] = await em.execute<Array<{ head: string | number; next_prev: string | number | null }>>(
    `select coalesce((select last_seq from stream_heads where user_id = ?), 0) as head,
            (select prev_seq from stream_events where user_id = ? and seq > ? order by seq limit 1) as next_prev`,
    [userId, userId, lastEventId ?? 0],
  );
  const head = Number(row?.head ?? 0);
  if (lastEventId === null) return { position: head, resumed: false };
  if (lastEventId === head) return { position: head, resumed: true };
  if (lastEventId < head && row?.next_prev !== null && row?.next_prev !== undefined && Number(row.next_prev) === lastEventId) {
    return { position: lastEventId, resumed: true };
  }
  return { position: head, resumed: false };
}
