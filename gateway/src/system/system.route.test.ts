/**
 * The System tab's routes on a gateway of their own that reads its metrics once a second from a stand-in exposition
 * (the Prometheus text of the metrics contract, changed by the test), and retries dead letters through the stack's
 * real subgraphs: admins get the report and the retry, members 403, the signed-out 401.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SystemReport } from '@momstride/contracts/system-report';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, databaseUrl, eventually, loginOwner, registerMember, stackSubgraphMetrics, startExtraGateway, stopService, type ExtraGateway } from '@momstride/testing';

const SERVICES = ['gateway', 'accounts', 'community', 'events-wellness', 'messaging', 'media-reviews', 'commerce'];
const texts = new Map<string, string>();
let standIn: Server;
let gateway: ExtraGateway;

const feedRequests = (fast: number, slow: number): string => {
  const labels = 'service="gateway",method="POST",route="/graphql",status_code="200"';
  const op = 'service="gateway",operation_name="Feed",operation_type="query",outcome="ok"';
  const histogram = (name: string, set: string) =>
    [`${name}_bucket{le="0.01",${set}} ${fast}`, `${name}_bucket{le="1",${set}} ${fast + slow}`, `${name}_bucket{le="+Inf",${set}} ${fast + slow}`, `${name}_count{${set}} ${fast + slow}`].join('\n');
  return [
    'momstride_build_info{service="gateway",version="9.9.9-test"} 1',
    histogram('http_server_request_duration_seconds', labels),
    histogram('graphql_server_operation_duration_seconds', op),
  ].join('\n');
};

beforeAll(async () => {
  standIn = createServer((req, res) => {
    const text = texts.get((req.url ?? '').split('/').at(-1) ?? '');
    if (text === undefined) res.writeHead(503).end();
    else res.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end(text);
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const port = (standIn.address() as AddressInfo).port;
  texts.set('gateway', feedRequests(100, 0));
  texts.set('community', ['momstride_build_info{service="community",version="9.9.9-test"} 1', 'momstride_queue_dead_letters{service="community",queue="community__user-deleted"} 3'].join('\n'));
  gateway = await startExtraGateway('gateway-system', {
    SYSTEM_METRICS_URLS: JSON.stringify(Object.fromEntries(SERVICES.map((name) => [name, `http://127.0.0.1:${port}/metrics/${name}`]))),
    SYSTEM_SCRAPE_INTERVAL_SECONDS: '1',
  });
});

afterAll(async () => {
  if (gateway) await stopService(gateway.service);
  await new Promise((resolve) => standIn?.close(resolve));
});

describe('GET /api/admin/system and the dead-letter retry', () => {
  it('answers an admin what the metrics say, collecting at first, then rates and percentiles from their movement', async () => {
    const owner = await loginOwner();
    const first = await call<SystemReport>('GET', '/api/admin/system', { baseUrl: gateway.baseUrl, token: owner.accessToken });
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const services = first.body.services.map(({ name, up, version }) => ({ name, up, version }));
    expect(services).toEqual(
      SERVICES.map((name) => ({ name, up: name === 'gateway' || name === 'community', version: name === 'gateway' || name === 'community' ? '9.9.9-test' : null })),
    );
    expect(first.body.queues).toContainEqual({ service: 'community', queue: 'community__user-deleted', queued: 0, active: 0, retry: 0, dead_letters: 3 });

    // 50 more requests, 10 of them slow: the next minute (here a second) moves.
    texts.set('gateway', feedRequests(140, 10));
    const moved = await eventually(async () => {
      const report = (await call<SystemReport>('GET', '/api/admin/system', { baseUrl: gateway.baseUrl, token: owner.accessToken })).body;
      return report.services[0]!.minutes.some((minute) => minute.requests === 50) ? report : undefined;
    }, 20_000, 'a minute with the new requests');
    expect(moved.collecting).toBe(false);
    const gatewayFigures = moved.services[0]!;
    expect(gatewayFigures.requests_per_minute).toBeGreaterThan(0);
    expect(gatewayFigures.error_rate).toBe(0);
    expect(gatewayFigures.p99_ms).toBeGreaterThan(10);
    expect(moved.slowest_operations).toContainEqual({ service: 'gateway', kind: 'graphql', name: 'Feed', requests: 50, p95_ms: expect.any(Number) });
  });

  it('refuses members (403 with the usual body) and the signed-out (401)', async () => {
    const member = await registerMember();
    const refused = await call('GET', '/api/admin/system', { baseUrl: gateway.baseUrl, token: member.accessToken });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ detail: 'Admin access required' });
    const retry = await call('POST', '/api/admin/system/queues/community__user-deleted/retry', { baseUrl: gateway.baseUrl, token: member.accessToken });
    expect(retry.status).toBe(403);
    expect((await call('GET', '/api/admin/system', { baseUrl: gateway.baseUrl })).status).toBe(401);
  });

  it('on the stack’s own gateway, reads the real services’ metrics: every service up with its version', async () => {
    const owner = await loginOwner();
    const report = await eventually(async () => {
      const reply = await call<SystemReport>('GET', '/api/admin/system', { token: owner.accessToken });
      return reply.status === 200 && reply.body.services.every((service) => service.up) ? reply.body : undefined;
    }, 20_000, 'every service up');
    expect(report.services.map((service) => service.name)).toEqual(SERVICES);
    for (const service of report.services) expect(service.version).toEqual(expect.any(String));
  });

  it('retries a queue’s dead letters through the subgraph that owns it; an unknown queue is 404', async () => {
    const owner = await loginOwner();
    // A queue no other test puts dead letters on (files run side by side on one stack).
    const retried = await call('POST', '/api/admin/system/queues/events-wellness__user-deleted/retry', { baseUrl: gateway.baseUrl, token: owner.accessToken });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ queue: 'events-wellness__user-deleted', service: 'events-wellness', requeued: 0 });
    expect((await call('POST', '/api/admin/system/queues/nobody__user-deleted/retry', { baseUrl: gateway.baseUrl, token: owner.accessToken })).status).toBe(404);
    // A queue the subgraph named does not consume is refused by the subgraph itself.
    expect((await call('POST', '/api/admin/system/queues/community__no-such-event/retry', { baseUrl: gateway.baseUrl, token: owner.accessToken })).status).toBe(404);
  });

  it('shows a real dead letter from the services’ own metrics, and Retry puts it back on its queue: the report shows none left at once', { timeout: 90_000 }, async () => {
    const real = await startExtraGateway('gateway-system-real', { SYSTEM_METRICS_URLS: stackSubgraphMetrics(), SYSTEM_SCRAPE_INTERVAL_SECONDS: '1' });
    const boss = new PgBoss({ connectionString: databaseUrl('momstride_domain_events'), schedule: false, supervise: false });
    try {
      await boss.start();
      // A user.deleted delivery to messaging that failed its last retry (of a member nobody knows: handling it is
      // harmless); the browser test uses community's queue.
      await boss.send('messaging__user-deleted__dead', { userId: randomUUID(), occurredAt: new Date().toISOString() });
      const owner = await loginOwner();
      const report = () => call<SystemReport>('GET', '/api/admin/system', { baseUrl: real.baseUrl, token: owner.accessToken });
      const deadOf = (body: SystemReport) => body.queues.find((queue) => queue.queue === 'messaging__user-deleted')?.dead_letters ?? 0;
      await eventually(async () => (deadOf((await report()).body) >= 1 ? true : undefined), 40_000, 'the dead letter in the report');

      const retried = await call('POST', '/api/admin/system/queues/messaging__user-deleted/retry', { baseUrl: real.baseUrl, token: owner.accessToken });
      expect(retried.status).toBe(200);
      expect(retried.body.requeued).toBeGreaterThanOrEqual(1);
      expect(deadOf((await report()).body)).toBe(0);
      expect(await boss.getQueueSize('messaging__user-deleted__dead')).toBe(0);
    } finally {
      await boss.stop({ graceful: false });
      await stopService(real.service);
    }
  });
});
