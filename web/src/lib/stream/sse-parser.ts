/** One event of a Server-Sent Events stream (the HTML standard's event stream format). */
export interface ServerSentEvent {
  /** The event's type: its `event:` field, `message` when it has none. */
  event: string;
  data: string;
  /** The last event id the stream has set (an `id:` field), which a reconnect sends back as `Last-Event-ID`. */
  lastEventId: string | null;
}

export interface SseParser {
  /** Feed decoded text as it arrives (any chunking); returns the events it completed. */
  push(text: string): ServerSentEvent[];
  /** The reconnection time the server asked for (`retry:`), in ms, if any. */
  readonly retryMs: number | undefined;
}

/**
 * An incremental parser of `text/event-stream`: lines end in CRLF, LF or CR (also split across chunks), `:` lines
 * are comments (heartbeats), `data:` lines join with a newline, a blank line dispatches, an event without data is
 * dropped, `id:` persists until changed (and is ignored when it holds a NUL), `retry:` takes digits only.
 */
export function createSseParser(): SseParser {
  let buffer = '';
  let data: string[] = [];
  let type = '';
  let lastEventId: string | null = null;
  let retryMs: number | undefined;

  const field = (line: string, out: ServerSentEvent[]) => {
    if (line === '') {
      if (data.length > 0) out.push({ event: type || 'message', data: data.join('\n'), lastEventId });
      data = [];
      type = '';
      return;
    }
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const name = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (name === 'data') data.push(value);
    else if (name === 'event') type = value;
    else if (name === 'id') {
      if (!value.includes('\0')) lastEventId = value;
    } else if (name === 'retry' && /^\d+$/.test(value)) retryMs = Number(value);
  };

  return {
    push(text) {
      buffer += text;
      const out: ServerSentEvent[] = [];
      let start = 0;
      for (let i = 0; i < buffer.length; i++) {
        const char = buffer[i];
        if (char !== '\n' && char !== '\r') continue;
        // A CR that ends the text so far may be the first half of a CRLF: wait for the next chunk.
        if (char === '\r' && i === buffer.length - 1) break;
        field(buffer.slice(start, i), out);
        if (char === '\r' && buffer[i + 1] === '\n') i++;
        start = i + 1;
      }
      buffer = buffer.slice(start);
      return out;
    },
    get retryMs() {
      return retryMs;
    },
  };
}
