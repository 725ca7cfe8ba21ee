/**
 * A member's live stream (GET /api/stream through the gateway) held open by a chaos test: every event it brings is
 * kept with the time it came, so a test can wait for one and tell whether the stream outlived an outage.
 */
import { request as httpRequest, type ClientRequest } from 'node:http';
import { inject } from 'vitest';
import { createSseReader, type SseBlock } from '../../lib/sse-reader.js';
import { eventually } from '@momstride/testing';

export interface StreamEvent extends SseBlock {
  readonly at: number;
}

export interface LiveStream {
  readonly events: readonly StreamEvent[];
  /** Whether the stream has ended (the server closed it, or an error). */
  ended(): boolean;
  /** Waits up to `timeoutMs` for an event matching `match` (already received or still to come). */
  next(what: string, match: (event: StreamEvent) => boolean, timeoutMs: number): Promise<StreamEvent>;
  close(): void;
}

/** Opens the stream of the member with `token`; resolves once it answers 200 with its first event (`ready`). */
export async function openLiveStream(token: string): Promise<LiveStream> {
  const events: StreamEvent[] = [];
  let ended = false;
  let request: ClientRequest | undefined;
  const read = createSseReader((block) => events.push({ ...block, at: Date.now() }));
  await new Promise<void>((resolve, reject) => {
    request = httpRequest(`${inject('gatewayUrl')}/api/stream`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
    request.once('error', (error) => {
      ended = true;
      reject(error);
    });
    request.once('response', (response) => {
      if (response.statusCode !== 200) reject(new Error(`GET /api/stream answered ${response.statusCode}`));
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        read(text);
        if (events.length > 0) resolve();
      });
      response.once('close', () => {
        ended = true;
      });
    });
    request.end();
  });
  return {
    events,
    ended: () => ended,
    next: (what, match, timeoutMs) =>
      eventually(
        () => {
          const found = events.find(match);
          if (!found && ended) throw new Error(`the live stream ended before ${what}`);
          return found;
        },
        { timeoutMs, intervalMs: 25 },
        `${what} on the live stream`,
      ),
    close: () => request?.destroy(),
  };
}
