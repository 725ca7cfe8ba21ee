import type { SystemReport, SystemService } from '@momstride/contracts/system-report';
import { describe, expect, it } from 'vitest';
import { statusText } from './status-format.js';

const service = (name: string, up = true): SystemService => ({
  name,
  up,
  version: up ? '1.4.0' : null,
  requests_per_minute: up ? 120 : null,
  error_rate: up ? 0.004 : null,
  p50_ms: up ? 12.5 : null,
  p95_ms: up ? 84 : null,
  p99_ms: up ? 1320 : null,
  minutes: [],
});

const report: SystemReport = {
  generated_at: '2026-11-28T09:05:00.000Z',
  collecting: false,
  window_minutes: 42,
  services: [service('gateway'), service('commerce', false)],
  slowest_operations: [{ service: 'gateway', kind: 'graphql', name: 'Dashboard', requests: 420, p95_ms: 310 }],
  queues: [
    { service: 'community', queue: 'community__user-deleted', queued: 0, active: 0, retry: 1, dead_letters: 3 },
    { service: 'accounts', queue: 'accounts__post-created', queued: 0, active: 0, retry: 0, dead_letters: 0 },
  ],
  deliveries: { mails_sent: 14, mails_failed: 2, webhooks_delivered: 30, webhooks_failed: 1, webhooks_dead: 0 },
  disk: { media_bytes: 52_428_800, databases: [{ database: 'momstride_accounts', bytes: 9_437_184 }] },
};

describe('momstride status (text)', () => {
  it('lines up the services, then the slowest operations, the busy queues, deliveries and disk', () => {
    expect(statusText(report, 'http://localhost:4000').split('\n')).toEqual([
      'MomStride at http://localhost:4000 — 1 of 2 services down, last 42 minutes',
      '',
      'SERVICE   STATE  VERSION  REQ/MIN  ERRORS  P50      P95    P99',
      'gateway   up     1.4.0    120      0.4%    12.5 ms  84 ms  1.3 s',
      'commerce  DOWN   —        —        —       —        —      —',
      '',
      'Slowest operations (p95)',
      '    310 ms  Dashboard (GraphQL, gateway, 420 requests)',
      '',
      'Queues',
      '  community__user-deleted (community): 0 waiting, 0 running, 1 retrying, 3 dead letters',
      '  1 other queues empty',
      "  Retry dead letters in the Admin Panel's System tab.",
      '',
      'Mails, last hour: 14 sent, 2 failed',
      'Webhooks, last hour: 30 delivered, 1 attempts failed, 0 given up',
      'Disk: media 50 MB, momstride_accounts 9 MB',
    ]);
  });

  it('says it is collecting during the gateway’s first minute', () => {
    const text = statusText({ ...report, collecting: true, window_minutes: 0, slowest_operations: [] }, 'http://localhost:4000');
    expect(text).toContain('collecting: the services are read once a minute');
    expect(text).toContain('Slowest operations (p95)\n  collecting');
  });
});
