import { describe, expect, it } from 'vitest';
import { parseLastEventId, SSE_HEARTBEAT, sseEvent } from './sse.js';
import { createSseReader, type SseBlock } from '@momstride/testing/processes';

describe('the stream’s Server-Sent Events', () => {
  it('writes an event as id, event and one data line, whatever line breaks its JSON holds', () => {
    const json = JSON.stringify({ content: 'two\nlines\r\nand\u2028more' });
    expect(sseEvent('message', json, 42)).toBe(`id: 42\nevent: message\ndata: ${json}\n\n`);
    expect(sseEvent('ready', '{"resumed":true}')).toBe('event: ready\ndata: {"resumed":true}\n\n');
    const blocks: SseBlock[] = [];
    let comments = 0;
    const read = createSseReader((block) => blocks.push(block), () => (comments += 1));
    for (const char of `${SSE_HEARTBEAT}${sseEvent('message', json, 42)}`) read(char);
    expect(comments).toBe(1);
    expect(blocks).toEqual([{ event: 'message', id: '42', data: json }]);
    expect(JSON.parse(blocks[0]!.data)).toEqual({ content: 'two\nlines\r\nand\u2028more' });
  });

  it('takes Last-Event-ID only as 1 to 15 digits', () => {
    expect(parseLastEventId('17')).toBe(17);
    expect(parseLastEventId(' 17 ')).toBe(17);
    expect(parseLastEventId(['9', '10'])).toBe(9);
    for (const bad of [undefined, '', '-1', '1.5', '1e3', 'abc', '1234567890123456']) expect(parseLastEventId(bad)).toBeNull();
  });
});
