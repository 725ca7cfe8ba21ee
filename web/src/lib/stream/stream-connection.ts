import { createSseParser, type ServerSentEvent } from './sse-parser';

export interface StreamConnectionOptions {
  url: string;
  /** The id of the last event seen earlier (a reload in the same tab): the first connection resumes from it. */
  lastEventId: string | null;
  /** The access token to send, read fresh for every connection. Null: the session is over, stop. */
  getAccessToken(): string | null;
  /** After a 401: a working token pair (a refresh unless another tab rotated it), or false when the session ended. */
  refresh(rejectedAccessToken: string): Promise<boolean>;
  onEvent(event: ServerSentEvent): void;
}

export interface StreamConnection {
  stop(): void;
}

/** Backoff between attempts: 1 s doubling to 30 s, with jitter, unless the server asked for another base (`retry:`). */
const BASE_DELAY_MS = 1_000;
const MAX_DELAY_MS = 30_000;
/** The server sends a heartbeat comment every 25 s or so; this long without a byte, the connection is dead. */
const SILENCE_LIMIT_MS = 60_000;

/** Numeric ids are per-member and increasing: an event at or below the last one seen is a repeat. */
function isRepeat(id: string | null, last: string | null): boolean {
  if (id === null || last === null || !/^\d+$/.test(id) || !/^\d+$/.test(last)) return false;
  return BigInt(id) <= BigInt(last);
}

/**
 * The member's live stream: `GET url` with the Bearer token (fetch + ReadableStream, so the token never goes in a
 * URL), read as Server-Sent Events. It reconnects after any drop with exponential backoff (at once when the
 * browser comes back online), sends `Last-Event-ID` so the server replays what was missed, drops repeats by id,
 * refreshes the session once on a 401 and stops when the session is over or `stop()` is called.
 */
export function openStreamConnection(options: StreamConnectionOptions): StreamConnection {
  let stopped = false;
  let lastEventId = options.lastEventId;
  let controller: AbortController | null = null;
  let wake: (() => void) | null = null;
  /** Whether the current attempt got an open stream (a later drop then starts the backoff afresh). */
  let opened = false;
  let retryMs: number | undefined;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = window.setTimeout(done, ms);
      function done() {
        window.clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });
  const onOnline = () => wake?.();
  window.addEventListener('online', onOnline);

  /** Reads one connection until it ends. */
  async function readOnce(token: string, signal: AbortSignal): Promise<'ended' | 'unauthorized' | 'refused'> {
    const headers: Record<string, string> = { accept: 'text/event-stream', authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['last-event-id'] = lastEventId;
    const response = await fetch(options.url, { headers, signal, cache: 'no-store' });
    if (response.status === 401) return 'unauthorized';
    if (!response.ok || !response.body) return 'refused';
    opened = true;
    const parser = createSseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let silence = window.setTimeout(() => controller?.abort(), SILENCE_LIMIT_MS);
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return 'ended';
        window.clearTimeout(silence);
        silence = window.setTimeout(() => controller?.abort(), SILENCE_LIMIT_MS);
        for (const event of parser.push(value)) {
          // `ready` opens every connection and is never a repeat; when it has an id, that is her position now.
          if (event.event !== 'ready' && isRepeat(event.lastEventId, lastEventId)) continue;
          lastEventId = event.lastEventId ?? lastEventId;
          if (!stopped) options.onEvent(event);
        }
      }
    } finally {
      window.clearTimeout(silence);
      retryMs = parser.retryMs ?? retryMs;
    }
  }

  async function run() {
    let failures = 0;
    let refreshedFor: string | null = null;
    while (!stopped) {
      const token = options.getAccessToken();
      if (!token) return;
      controller = new AbortController();
      opened = false;
      let outcome: Awaited<ReturnType<typeof readOnce>> | 'dropped';
      try {
        outcome = await readOnce(token, controller.signal);
      } catch {
        outcome = 'dropped';
      }
      if (stopped) return;
      if (outcome === 'unauthorized') {
        // One refresh per rejected token: a token refused again right after its refresh means backing off.
        if (refreshedFor !== token) {
          refreshedFor = token;
          if (!(await options.refresh(token))) return;
          continue;
        }
      }
      if (opened) failures = 0;
      const base = retryMs ?? BASE_DELAY_MS;
      const delay = Math.min(MAX_DELAY_MS, base * 2 ** failures) * (0.5 + Math.random() / 2);
      failures = Math.min(failures + 1, 10);
      await pause(delay);
    }
  }

  void run();
  return {
    stop() {
      stopped = true;
      controller?.abort();
      wake?.();
      window.removeEventListener('online', onOnline);
    },
  };
}
