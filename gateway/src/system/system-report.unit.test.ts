import { describe, expect, it } from 'vitest';
import { MetricsHistory, type Snapshot } from './metrics-history.js';
import { parsePrometheusText } from './prometheus-text.js';
import { systemReportOf } from './system-report.js';

const SERVICES = ['gateway', 'accounts', 'community'];
const MINUTE = 60_000;
const BOUNDS = ['0.005', '0.01', '0.025', '0.05', '0.1', '0.25', '0.5', '1', '2.5', '5', '10', '+Inf'];

/** A histogram's text with `counts[i]` observations in bucket i (not cumulative), as prom-client writes it. */
const histogram = (name: string, labels: string, counts: readonly number[]): string => {
  let cumulative = 0;
  const lines = BOUNDS.map((le, index) => {
    cumulative += counts[index] ?? 0;
    return `${name}_bucket{le="${le}",${labels}} ${cumulative}`;
  });
  return [...lines, `${name}_sum{${labels}} 0`, `${name}_count{${labels}} ${cumulative}`].join('\n');
};

/** The gateway's metrics text after `ok` fast and `slow` slow feed requests and `failed` 5xx answers. */
const gatewayText = (ok: number, slow: number, failed: number, extra = ''): string =>
  [
    '# HELP momstride_build_info The running version',
    '# TYPE momstride_build_info gauge',
    'momstride_build_info{service="gateway",version="1.4.0"} 1',
    '# TYPE http_server_request_duration_seconds histogram',
    histogram('http_server_request_duration_seconds', 'service="gateway",method="POST",route="/graphql",status_code="200"', [0, ok, 0, 0, 0, 0, 0, slow]),
    histogram('http_server_request_duration_seconds', 'service="gateway",method="GET",route="/api/events/:id",status_code="503"', [0, 0, 0, 0, 0, 0, 0, 0, failed]),
    histogram('graphql_server_operation_duration_seconds', 'service="gateway",operation_name="Feed",operation_type="query",outcome="ok"', [0, ok, 0, 0, 0, 0, 0, slow]),
    histogram('graphql_server_operation_duration_seconds', 'service="gateway",operation_name="other",operation_type="query",outcome="ok"', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]),
    // A long poll between services and a live stream: not in the service's figures.
    histogram('http_server_request_duration_seconds', 'service="gateway",method="GET",route="/internal/session-revocations",status_code="200"', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ok]),
    histogram('http_server_request_duration_seconds', 'service="gateway",method="GET",route="/api/stream",status_code="200"', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, slow]),
    extra,
  ].join('\n');

const accountsText = (mailsSent: number, mailsFailed: number, dead: number): string =>
  [
    'momstride_build_info{service="accounts",version="1.4.0"} 1',
    `momstride_mail_deliveries_total{service="accounts",kind="password_reset",outcome="sent"} ${mailsSent}`,
    `momstride_mail_deliveries_total{service="accounts",kind="password_reset",outcome="failed"} ${mailsFailed}`,
    'momstride_webhook_deliveries_total{service="accounts",outcome="delivered"} 10',
    'momstride_queue_depth{service="accounts",queue="accounts__user-deleted",state="queued"} 0',
    'momstride_queue_depth{service="accounts",queue="community__post-created",state="retry"} 2',
    `momstride_queue_dead_letters{service="accounts",queue="community__post-created__dead"} ${dead}`,
    'momstride_database_size_bytes{service="accounts",database="momstride_accounts"} 9000000',
    'momstride_database_size_bytes{service="accounts",database="momstride_domain_events"} 2000000',
    'momstride_media_stored_bytes{service="accounts"} 5000',
    'momstride_media_stored_bytes{service="media-reviews"} 5000',
  ].join('\n');

const snapshot = (at: number, texts: Readonly<Record<string, string>>): Snapshot => ({
  at,
  answered: new Set(Object.keys(texts)),
  samples: Object.values(texts).flatMap((text) => parsePrometheusText(text)),
});

describe('the System report from Prometheus text', () => {
  it('parses labels with escapes, +Inf and comments', () => {
    const samples = parsePrometheusText('# HELP x a "b"\nx_bucket{le="+Inf",a="q\\"uote\\\\n"} 3 1700000000\nbroken{a=} 1\ny 1.5e3');
    expect(samples).toEqual([
      { name: 'x_bucket', labels: { le: '+Inf', a: 'q"uote\\n' }, value: 3, series: 'x_bucket{le="+Inf",a="q\\"uote\\\\n"}' },
      { name: 'y', labels: {}, value: 1500, series: 'y' },
    ]);
    expect(parsePrometheusText('x 1\ny 2', (name) => name === 'y').map((sample) => sample.name)).toEqual(['y']);
  });

  it('says "collecting" after one snapshot: versions, queues and disk, no figures over time', () => {
    const history = new MetricsHistory();
    history.add(snapshot(0, { gateway: gatewayText(100, 0, 0), accounts: accountsText(3, 1, 4) }));
    const report = systemReportOf(history, SERVICES, 1000);
    expect(report.collecting).toBe(true);
    expect(report.window_minutes).toBe(0);
    expect(report.services.map(({ name, up, version, requests_per_minute, p95_ms }) => ({ name, up, version, requests_per_minute, p95_ms }))).toEqual([
      { name: 'gateway', up: true, version: '1.4.0', requests_per_minute: null, p95_ms: null },
      { name: 'accounts', up: true, version: '1.4.0', requests_per_minute: null, p95_ms: null },
      { name: 'community', up: false, version: null, requests_per_minute: null, p95_ms: null },
    ]);
    expect(report.slowest_operations).toEqual([]);
    expect(report.deliveries.mails_failed).toBeNull();
    expect(report.queues[0]).toEqual({ service: 'community', queue: 'community__post-created', queued: 0, active: 0, retry: 2, dead_letters: 4 });
    // A retry's fresh count replaces the snapshot's until the next one.
    history.noteGauge('momstride_queue_dead_letters', { queue: 'community__post-created__dead' }, 0);
    expect(systemReportOf(history, SERVICES, 1000).queues.find((queue) => queue.queue === 'community__post-created')?.dead_letters).toBe(0);
    expect(report.disk).toEqual({
      media_bytes: 5000,
      databases: [
        { database: 'momstride_accounts', bytes: 9_000_000 },
        { database: 'momstride_domain_events', bytes: 2_000_000 },
      ],
    });
  });

  it('reads rates, percentiles, errors and the slowest operations from the buckets’ movement between snapshots', () => {
    const history = new MetricsHistory();
    history.add(snapshot(0, { gateway: gatewayText(1000, 0, 0), accounts: accountsText(3, 1, 0) }));
    // Minute 1: 90 fast (≤ 10 ms) and 10 slow (0.5–1 s) feed requests, no errors.
    history.add(snapshot(MINUTE, { gateway: gatewayText(1090, 10, 0), accounts: accountsText(5, 1, 0) }));
    // Minute 2: 100 fast, 20 answered 503 in 1–2.5 s; two mails failed.
    history.add(snapshot(2 * MINUTE, { gateway: gatewayText(1190, 10, 20), accounts: accountsText(5, 3, 0) }));
    const report = systemReportOf(history, SERVICES, 2 * MINUTE);
    expect(report.collecting).toBe(false);
    expect(report.window_minutes).toBe(2);
    const gateway = report.services[0]!;
    expect(gateway.requests_per_minute).toBe(110); // 220 requests in 2 minutes
    expect(gateway.error_rate).toBeCloseTo(20 / 220, 4);
    expect(gateway.p50_ms).toBeGreaterThan(5);
    expect(gateway.p50_ms).toBeLessThanOrEqual(10);
    expect(gateway.p99_ms).toBeGreaterThan(1000);
    expect(gateway.minutes.map(({ requests, errors }) => ({ requests, errors }))).toEqual([
      { requests: 100, errors: 0 },
      { requests: 120, errors: 20 },
    ]);
    expect(gateway.minutes[0]!.p95_ms).toBeGreaterThan(500);
    expect(gateway.minutes[1]!.p95_ms).toBeGreaterThan(1000);
    // accounts serves no HTTP metrics here: no requests, measured, so a rate of 0 — community was never up: null.
    expect(report.services[1]!.requests_per_minute).toBe(0);
    expect(report.services[2]!.requests_per_minute).toBeNull();
    expect(report.slowest_operations).toEqual([
      { service: 'gateway', kind: 'rest', name: 'GET /api/events/:id', requests: 20, p95_ms: expect.any(Number) },
      { service: 'gateway', kind: 'graphql', name: 'Feed', requests: 200, p95_ms: expect.any(Number) },
    ]);
    expect(report.deliveries).toEqual({ mails_sent: 2, mails_failed: 2, webhooks_delivered: 0, webhooks_failed: 0, webhooks_dead: 0 });
  });

  it('takes a restarted service’s counters from zero and keeps one hour', () => {
    const history = new MetricsHistory(3);
    history.add(snapshot(0, { gateway: gatewayText(500, 0, 0) }));
    history.add(snapshot(MINUTE, { gateway: gatewayText(600, 0, 0) }));
    history.add(snapshot(2 * MINUTE, { gateway: gatewayText(40, 0, 0) })); // restarted: 40 since
    expect(systemReportOf(history, SERVICES, 0).services[0]!.minutes.map((minute) => minute.requests)).toEqual([100, 40]);
    for (let minute = 3; minute <= 6; minute++) history.add(snapshot(minute * MINUTE, { gateway: gatewayText(40 + minute, 0, 0) }));
    const report = systemReportOf(history, SERVICES, 0);
    expect(report.services[0]!.minutes).toHaveLength(3);
    expect(report.window_minutes).toBe(3);
  });

  it('does not count a service’s whole past when it is first seen, and marks it down (with its last version) while it does not answer', () => {
    const history = new MetricsHistory();
    history.add(snapshot(0, { gateway: gatewayText(10, 0, 0) }));
    history.add(snapshot(MINUTE, { gateway: gatewayText(20, 0, 0), community: 'momstride_build_info{service="community",version="1.4.0"} 1\n' + histogram('http_server_request_duration_seconds', 'service="community",method="POST",route="/graphql",status_code="200"', [5000]) }));
    const report = systemReportOf(history, SERVICES, 0);
    expect(report.services[2]!.minutes[0]!.requests).toBe(0);
    history.add(snapshot(2 * MINUTE, { gateway: gatewayText(30, 0, 0) }));
    const down = systemReportOf(history, SERVICES, 0).services[2]!;
    expect(down.up).toBe(false);
    expect(down.version).toBe('1.4.0'); // its last known version
  });
});
