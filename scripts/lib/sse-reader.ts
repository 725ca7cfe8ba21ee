/**
 * Reads the live stream's Server-Sent Events as messaging writes them (docs/contracts.md, "The stream"): blocks ended by
 * a blank line, `id:`, `event:` and one `data:` line of JSON each, `:` comment lines (heartbeats). For tests and the
 * bench; the web client has its own full parser of the format.
 */
export interface SseBlock {
  readonly event: string;
  /** The block's own `id:`, null when it has none. */
  readonly id: string | null;
  readonly data: string;
}

/** Feed text as it arrives (any chunking): whole events go to `onEvent`, comment lines to `onComment`. */
export function createSseReader(onEvent: (block: SseBlock) => void, onComment: () => void = () => undefined): (text: string) => void {
  let buffer = '';
  return (text) => {
    buffer += text;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      let event = 'message';
      let id: string | null = null;
      let data: string | null = null;
      for (const line of lines) {
        if (line.startsWith(':')) onComment();
        else if (line.startsWith('event: ')) event = line.slice('event: '.length);
        else if (line.startsWith('id: ')) id = line.slice('id: '.length);
        else if (line.startsWith('data: ')) data = data === null ? line.slice('data: '.length) : `${data}\n${line.slice('data: '.length)}`;
      }
      if (data !== null) onEvent({ event, id, data });
    }
  };
}
