import { describe, expect, it } from 'vitest';
import { attemptOutcome, deliveredEventLabel, failureNotice, formatDuration, prettyPayload, testOutcomeMessage } from './webhook-labels';

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

  it('says when an endpoint was turned off for failing, or when it will be, and nothing while it works', () => {
    const failingSince = '2026-11-21T15:00:00.000Z';
    expect(failureNotice({ enabled: false, failingSince, autoDisabledAt: '2026-11-24T16:00:00.000Z', turnsOffAt: null })).toEqual({
      turnedOff: true,
      text: 'Turned off automatically on Nov 24, 2026: every delivery had failed since Nov 21, 2026. Fix the receiver, send a test, then enable it.',
    });
    const failing = { enabled: true, failingSince, turnsOffAt: '2026-11-24T15:00:00.000Z', autoDisabledAt: null };
    expect(failureNotice(failing, Date.parse('2026-11-23T09:00:00.000Z'))).toEqual({
      turnedOff: false,
      text: 'Deliveries have failed since Nov 21, 2026. Unless one gets through, it will be turned off on Nov 24, 2026.',
    });
    expect(failureNotice(failing, Date.parse('2026-11-25T09:00:00.000Z'))?.text).toBe(
      'Deliveries have failed since Nov 21, 2026. Unless one gets through, it will be turned off when the next delivery fails.',
    );
    expect(failureNotice({ enabled: true, failingSince: null, turnsOffAt: null, autoDisabledAt: null })).toBeNull();
    // Turned off by hand: nothing to explain.
    expect(failureNotice({ enabled: false, failingSince: null, turnsOffAt: null, autoDisabledAt: null })).toBeNull();
  });

  it('indents a JSON payload and leaves anything else as it is', () => {
    expect(prettyPayload('{"a":1}')).toBe('{\n  "a": 1\n}');
    expect(prettyPayload('not json')).toBe('not json');
  });
});
