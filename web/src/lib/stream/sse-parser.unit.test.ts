import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse-parser';

describe('the event-stream parser', () => {
  it('reads typed events with ids, skips comments and joins data lines', () => {
    const parser = createSseParser();
    const events = parser.push(': heartbeat\n\nid: 7\nevent: message\ndata: {"a":\ndata: 1}\n\nevent: read\ndata: x\n\n');
    expect(events).toEqual([
      { event: 'message', data: '{"a":\n1}', lastEventId: '7' },
      { event: 'read', data: 'x', lastEventId: '7' },
    ]);
  });

  it('completes events split anywhere across chunks, CRLF split between two chunks included', () => {
    const parser = createSseParser();
    const text = 'id: 12\r\nevent: message\r\ndata: hello\r\n\r\nid: 13\rdata: again\r\r\n';
    const events = [];
    for (const char of text) events.push(...parser.push(char));
    expect(events).toEqual([
      { event: 'message', data: 'hello', lastEventId: '12' },
      { event: 'message', data: 'again', lastEventId: '13' },
    ]);
  });

  it('drops events without data, keeps the field value after one space only, and reads retry', () => {
    const parser = createSseParser();
    expect(parser.push('event: read\n\nretry: 2500\nretry: soon\ndata:  two spaces\ndata\n\n')).toEqual([
      { event: 'message', data: ' two spaces\n', lastEventId: null },
    ]);
    expect(parser.retryMs).toBe(2500);
  });

  it('waits for the blank line before dispatching', () => {
    const parser = createSseParser();
    expect(parser.push('data: half')).toEqual([]);
    expect(parser.push('\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'message', data: 'half', lastEventId: null }]);
  });
});
