/**
 * Test-only client of the live stream (GET /api/stream) over node:http: the events as they arrive (Server-Sent Events
 * as messaging writes them: `id:`, `event:`, one `data:` line of JSON), waiting for one, and the stream's end.
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSseReader } from '../../scripts/lib/sse-reader.js';
import { gatewayUrl } from './http.js';

export interface StreamEvent {
  readonly event: string;
  /** This event's own `id:` (null when it has none). */
  readonly id: string | null;
  // Parsed JSON data (tests assert on its shape).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly data: any;
  /** When it arrived (performance.now()). */
  readonly at: number;
}

export interface TestStream {
  readonly status: number;
  readonly headers: IncomingHttpHeaders;
  /** The body of a refusal (parsed JSON), undefined for a stream. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly refusal: any;
  /** Every event so far, in order (comments excluded). */
  readonly events: StreamEvent[];
  /** Heartbeat comments seen. */
  readonly comments: () => number;
  /** The first event after the last one `next` returned that matches, waiting up to `timeoutMs` for it. */
  readonly next: (match?: (event: StreamEvent) => boolean, timeoutMs?: number) => Promise<StreamEvent>;
  /** Resolves when the server ends the stream (or the connection drops). */
  readonly ended: Promise<void>;
  readonly isEnded: () => boolean;
  readonly close: () => void;
}

export interface OpenStreamOptions {
  readonly token?: string;
  readonly lastEventId?: string;
  readonly baseUrl?: string;
}

/** Opens GET /api/stream; resolves once the answer's headers are in (a refusal's body too). */
export function openStream(options: OpenStreamOptions = {}): Promise<TestStream> {
  const url = new URL('/api/stream', options.baseUrl ?? gatewayUrl());
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;

  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'GET', headers, agent: false }, (res) => {
      const events: StreamEvent[] = [];
      let comments = 0;
      let cursor = 0;
      let ended = false;
      const waiters = new Set<() => void>();
      const notify = () => {
        for (const waiter of [...waiters]) waiter();
      };
      let finish: () => void = () => undefined;
      const endedPromise = new Promise<void>((done) => {
        finish = () => {
          ended = true;
          done();
          notify();
        };
      });
      res.on('close', finish);
      res.on('error', finish);

      const stream = (refusal: unknown): TestStream => ({
        status: res.statusCode ?? 0,
        headers: res.headers,
        refusal,
        events,
        comments: () => comments,
        ended: endedPromise,
        isEnded: () => ended,
        close: () => req.destroy(),
        next: (match = () => true, timeoutMs = 5000) =>
          new Promise<StreamEvent>((found, fail) => {
            const look = () => {
              for (let i = cursor; i < events.length; i++) {
                if (match(events[i]!)) {
                  cursor = i + 1;
                  cleanup();
                  found(events[i]!);
                  return;
                }
              }
              if (ended) {
                cleanup();
                fail(new Error(`the stream ended before the event came (events: ${JSON.stringify(events.map((e) => e.event))})`));
              }
            };
            const timer = setTimeout(() => {
              cleanup();
              fail(new Error(`no matching event within ${timeoutMs} ms (events: ${JSON.stringify(events.map((e) => [e.id, e.event]))})`));
            }, timeoutMs);
            const cleanup = () => {
              clearTimeout(timer);
              waiters.delete(look);
            };
            waiters.add(look);
            look();
          }),
      });

      res.setEncoding('utf8');
      if (res.statusCode !== 200) {
        let body = '';
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve(stream(body ? JSON.parse(body) : undefined)));
        return;
      }
      const read = createSseReader(
        (block) => events.push({ event: block.event, id: block.id, data: JSON.parse(block.data), at: performance.now() }),
        () => (comments += 1),
      );
      res.on('data', (chunk: string) => {
        read(chunk);
        notify();
      });
      resolve(stream(undefined));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Opens a stream that must be accepted (200) and waits for its `ready` event. */
export async function openReadyStream(options: OpenStreamOptions = {}): Promise<TestStream & { readonly ready: StreamEvent }> {
  const stream = await openStream(options);
  if (stream.status !== 200) throw new Error(`stream refused: ${stream.status} ${JSON.stringify(stream.refusal)}`);
  const ready = await stream.next((event) => event.event === 'ready');
  return Object.assign(stream, { ready });
}
