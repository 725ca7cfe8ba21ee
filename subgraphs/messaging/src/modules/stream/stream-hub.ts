import type { ServerResponse } from 'node:http';
import { startPgListener, type Logger, type MikroORM } from '@momstride/kit';
import { SSE_HEARTBEAT, sseEvent } from './sse.js';
import { STREAM_CHANNEL, STREAM_EVENTS_TABLE } from './stream-log.js';

export interface StreamHubOptions {
  readonly orm: MikroORM;
  /** URL of the messaging database (a dedicated connection LISTENs on STREAM_CHANNEL). */
  readonly databaseUrl: string;
  readonly logger: Logger;
  /** Heartbeat comment and sweep of every connected member, default 25 s. */
  readonly heartbeatMs?: number;
  /** Open streams per member in this process, default 5. */
  readonly maxStreamsPerMember?: number;
}

/** An open stream: a member's response and the id of the last event written to it. */
interface StreamClient {
  readonly userId: string;
  readonly res: ServerResponse;
  lastSent: number;
}

export interface StreamHub {
  /** Whether the member may open one more stream here (below maxStreamsPerMember). */
  readonly hasRoomFor: (userId: string) => boolean;
  /**
   * Registers an open stream (its headers and `ready` already written) that has seen her events up to `position`;
   * the events after it follow at once. False (nothing registered) when she has no room left.
   */
  readonly attach: (userId: string, res: ServerResponse, position: number) => boolean;
  /** Open streams in this process. */
  readonly size: () => number;
  /** Ends every stream (they reconnect elsewhere) and stops listening. */
  readonly stop: () => Promise<void>;
}

/** Events read per member per round (a longer replay takes more rounds). */
const BATCH = 200;
/** A stream with more than this waiting to be sent is dropped: she reconnects and replays from her last id. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface EventRow {
  user_id: string;
  seq: string | number;
  kind: string;
  data: string;
}

/**
 * Delivers members' stream events to the streams open in this process. One LISTEN connection per process (not per
 * member): `stream_append` NOTIFYs `{user_id, seq}` on commit; a notification for a member connected here marks her,
 * and one statement per round reads the new events of every marked member (from the lowest id any of her streams has
 * seen), which are then written to each of her streams in id order. Every `heartbeatMs` each stream gets a comment and
 * every connected member is marked (a sweep: a lost notification delays an event, never drops it); so does a LISTEN
 * connection that comes back.
 */
export function startStreamHub(options: StreamHubOptions): StreamHub {
  const { orm, logger } = options;
  const maxStreams = options.maxStreamsPerMember ?? 5;
  const clients = new Map<string, Set<StreamClient>>();
  const marked = new Set<string>();
  let stopped = false;
  let running: Promise<void> | undefined;

  const drop = (client: StreamClient) => {
    const own = clients.get(client.userId);
    own?.delete(client);
    if (own?.size === 0) clients.delete(client.userId);
  };

  const write = (client: StreamClient, chunk: string) => {
    if (client.res.destroyed || client.res.writableEnded) return drop(client);
    client.res.write(chunk);
    if (client.res.writableLength > MAX_BUFFERED_BYTES) {
      logger.info({ userId: client.userId }, 'live stream dropped: the client reads too slowly');
      drop(client);
      client.res.destroy();
    }
  };

  /** One round: the new events of every marked member with a stream here. */
  const round = async () => {
    const userIds = [...marked].filter((userId) => clients.has(userId));
    marked.clear();
    if (userIds.length === 0) return;
    const after = userIds.map((userId) => Math.min(...[...clients.get(userId)!].map((client) => client.lastSent)));
    const rows = await orm.em.fork().execute<EventRow[]>(
      `select c.user_id, e.seq, e.kind, e.data::text as data
         from unnest(array[?]::uuid[], array[?]::bigint[]) as c(user_id, after)
         cross join lateral (
           select seq, kind, data from "${STREAM_EVENTS_TABLE}" e where e.user_id = c.user_id and e.seq > c.after order by e.seq limit ?
         ) e
        order by c.user_id, e.seq`,
      [userIds, after, BATCH],
    );
    const perUser = new Map<string, EventRow[]>();
    for (const row of rows) {
      const list = perUser.get(row.user_id) ?? [];
      list.push(row);
      perUser.set(row.user_id, list);
    }
    for (const [userId, events] of perUser) {
      if (events.length === BATCH) marked.add(userId); // more to come
      for (const client of [...(clients.get(userId) ?? [])]) {
        for (const event of events) {
          const seq = Number(event.seq);
          if (seq <= client.lastSent) continue;
          write(client, sseEvent(event.kind, event.data, seq));
          client.lastSent = seq;
        }
      }
    }
  };

  /** Rounds until nothing is marked. */
  const drain = async () => {
    try {
      while (marked.size > 0 && !stopped) await round();
    } catch (error) {
      logger.warn({ err: error }, 'live stream delivery failed; retrying');
      for (const userId of clients.keys()) marked.add(userId);
      setTimeout(deliver, 1000).unref();
    }
  };

  /** Runs rounds, one at a time (a mark during a round is taken by the next). */
  function deliver() {
    if (running || stopped || marked.size === 0) return;
    running = drain().finally(() => {
      running = undefined;
      deliver();
    });
  }

  const markAll = () => {
    for (const userId of clients.keys()) marked.add(userId);
    deliver();
  };

  const onNotification = (payload: string) => {
    let note: { user_id?: unknown; seq?: unknown };
    try {
      note = JSON.parse(payload) as typeof note;
    } catch {
      return;
    }
    if (typeof note.user_id !== 'string') return;
    const own = clients.get(note.user_id);
    if (!own) return;
    const seq = Number(note.seq);
    if (Number.isFinite(seq) && [...own].every((client) => client.lastSent >= seq)) return;
    marked.add(note.user_id);
    deliver();
  };

  // Swept whenever the LISTEN connection (re)starts: notifications sent while it was away are lost.
  const listener = startPgListener({
    databaseUrl: options.databaseUrl,
    channel: STREAM_CHANNEL,
    applicationName: 'momstride-live-stream',
    logger,
    label: 'live stream',
    onNotification,
    onListening: markAll,
  });

  const heartbeat = setInterval(() => {
    for (const own of [...clients.values()]) for (const client of [...own]) write(client, SSE_HEARTBEAT);
    markAll();
  }, options.heartbeatMs ?? 25_000);
  heartbeat.unref();

  const hasRoomFor = (userId: string) => (clients.get(userId)?.size ?? 0) < maxStreams;

  return {
    hasRoomFor,
    attach(userId, res, position) {
      if (stopped || !hasRoomFor(userId)) return false;
      const client: StreamClient = { userId, res, lastSent: position };
      const own = clients.get(userId) ?? new Set<StreamClient>();
      own.add(client);
      clients.set(userId, own);
      res.once('close', () => drop(client));
      marked.add(userId);
      deliver();
      return true;
    },
    size: () => [...clients.values()].reduce((sum, own) => sum + own.size, 0),
    async stop() {
      stopped = true;
      clearInterval(heartbeat);
      for (const own of [...clients.values()]) for (const client of [...own]) client.res.end();
      clients.clear();
      await running?.catch(() => undefined);
      await listener.stop();
    },
  };
}
