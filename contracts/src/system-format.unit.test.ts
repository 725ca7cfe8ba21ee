import { describe, expect, it } from 'vitest';
import { formatBytes, formatMs, formatPerMinute, formatRate, queueLabel, serviceLabel, windowLabel } from './system-format';

describe('System tab figures', () => {
  it('writes durations, shares, rates and sizes as people read them, and a dash for what is not known yet', () => {
    expect([formatMs(8.46), formatMs(240.4), formatMs(1320), formatMs(null)]).toEqual(['8.5 ms', '240 ms', '1.3 s', '—']);
    expect([formatRate(0), formatRate(0.0025), formatRate(0.12), formatRate(null)]).toEqual(['0%', '0.25%', '12%', '—']);
    expect([formatPerMinute(1240), formatPerMinute(3.46), formatPerMinute(null)]).toEqual(['1,240', '3.5', '—']);
    expect([formatBytes(512), formatBytes(4.2 * 1024 * 1024), formatBytes(1.1 * 1024 ** 3), formatBytes(null)]).toEqual(['512 B', '4.2 MB', '1.1 GB', '—']);
  });

  it('names services and queues in words', () => {
    expect(serviceLabel('events-wellness')).toBe('Events & wellness');
    expect(queueLabel('community__user-deleted')).toBe('community: user deleted');
    expect(queueLabel('webhook-deliveries')).toBe('webhook deliveries');
    expect([windowLabel(0), windowLabel(1), windowLabel(42)]).toEqual(['the last minute', 'the last minute', 'last 42 minutes']);
  });
});
