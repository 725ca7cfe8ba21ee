/** Server-Sent Events as the stream writes them (the HTML standard's `text/event-stream`). */

/** One event: `id:` (when given), `event:`, and its JSON on one `data:` line (JSON.stringify escapes every line break). */
export const sseEvent = (kind: string, json: string, id?: number): string =>
  `${id === undefined ? '' : `id: ${id}\n`}event: ${kind}\ndata: ${json}\n\n`;

/** The heartbeat: a comment line, which clients ignore and proxies see as traffic. */
export const SSE_HEARTBEAT = ': keep-alive\n\n';

/** The response headers of a stream (no caching or transformation; no proxy buffering). */
export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-store, no-transform',
  'x-accel-buffering': 'no',
  connection: 'keep-alive',
} as const;

/** `Last-Event-ID` as a number: 1 to 15 digits, else absent (a client's garbage is no position). */
export const parseLastEventId = (header: string | string[] | undefined): number | null => {
  const value = Array.isArray(header) ? header[0] : header;
  return value !== undefined && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
};
