import { describe, expect, it } from 'vitest';
import { attemptOutcome, deliveredEventLabel, formatDuration, prettyPayload, testOutcomeMessage } from './webhook-labels';

describe('webhook labels', () => {
  it('names delivered events in words', () => {
    expect(deliveredEventLabel('order.placed')).toBe('Order placed');
    expect(deliveredEventLabel('ping')).toBe('Test ping');
    expect(deliveredEventLabel('something.new')).toBe('something.new');
  });

  it('words the test toast from the delivery', () => {
    expect(testOutcomeMessage({ status: 'succeeded', responseStatus: 200, durationMs: 85 })).toEqual({ ok: true, message: 'Test delivered (200 in 85 ms)' });
    expect(testOutcomeMessage({ status: 'retrying', responseStatus: 500, durationMs: 12 })).toEqual({
      ok: false,
      message: 'Test failed: the endpoint answered HTTP 500',
    });
    expect(testOutcomeMessage({ status: 'failed', error: 'Connection refused', responseStatus: null })).toEqual({
      ok: false,
      message: 'Test failed: Connection refused',
    });
  });

  it('words an attempt and its duration', () => {
    expect(attemptOutcome({ responseStatus: 204, durationMs: 40 })).toBe('HTTP 204 in 40 ms');
    expect(attemptOutcome({ error: 'Timed out after 10 s', durationMs: 10_000 })).toBe('Timed out after 10 s in 10.0 s');
    expect(attemptOutcome({})).toBe('No answer yet');
    expect(formatDuration(1234)).toBe('1.2 s');
  });

  it('indents a JSON payload and leaves anything else as it is', () => {
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload('not json')).toBe('not json');
  });
});
