/**
 * The metrics as an operator's Prometheus reads them: scraped from `GET /metrics`, parsed by a Prometheus text parser,
 * with the contract's names and labels (docs/operations.md, "Metrics"), and moving when traffic flows — on the test
 * stack's one process (monolithic mode: every service's metrics merged on the gateway's metrics port), on a gateway
 * process of its own, and on a subgraph process of its own (microservices mode).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  call,
  DEMO_MEMBER,
  eventually,
  freePort,
  graphql,
  LOGIN,
  openReadyStream,
  OWNER_VIEWER,
  randomLoopback,
  registerMember,
  startExtraGateway,
  startFreshSubgraphs,
  stopService,
  subgraph,
  type ExtraGateway,
  type FreshSubgraphs,
  type Member,
} from '@momstride/testing';
import { scrapeMetrics, type MetricsScrape } from '@momstride/testing/metrics';

const SERVICES = ['gateway', 'accounts', 'community', 'events-wellness', 'messaging', 'media-reviews', 'commerce'];

/** Scrapes `url` until `check` holds on a scrape (counters move once the response has closed). */
const scrapeUntil = (url: string, check: (scrape: MetricsScrape) => boolean, what: string) =>
  eventually(
    async () => {
      const scrape = await scrapeMetrics(url);
      return check(scrape) ? scrape : undefined;
    },
    15_000,
    what,
  );

describe('metrics of the one process (monolithic mode)', () => {
  const url = () => inject('metricsUrls').gateway!;
  let member: Member;

  beforeAll(async () => {
    member = await registerMember();
  });

  it('serves every service’s metrics in one exposition, each series labelled with its service, the process’s once as service="all"', async () => {
    const scrape = await scrapeMetrics(url());
    expect(scrape.families.get('http_server_request_duration_seconds')?.type).toBe('HISTOGRAM');
    const services = new Set(scrape.samples('momstride_build_info').map((sample) => sample.labels?.['service']));
    expect([...services].sort()).toEqual([...SERVICES].sort());
    for (const service of SERVICES.filter((name) => name !== 'gateway')) {
      expect(scrape.samples('db_client_connection_count', { service, state: 'used' }), service).toHaveLength(1);
      expect(scrape.samples('momstride_outbox_backlog', { service }), service).toHaveLength(1);
      expect(scrape.samples('momstride_database_size_bytes', { service }), service).toHaveLength(1);
    }
    expect(scrape.total('momstride_database_size_bytes', { service: 'accounts', database: 'momstride_accounts' })).toBeGreaterThan(0);
    for (const service of ['accounts', 'media-reviews']) expect(scrape.samples('momstride_media_stored_bytes', { service }), service).toHaveLength(1);
    // Every queue of a subgraph shows, empty or not: community's domain-event subscriptions and their dead letters.
    const queues = scrape.samples('momstride_queue_depth', { service: 'community', state: 'queued' }).map((sample) => sample.labels?.['queue']);
    expect(queues).toContain('community__user-deleted');
    expect(scrape.samples('momstride_queue_dead_letters', { service: 'community', queue: 'community__user-deleted' })).toHaveLength(1);
    expect(scrape.samples('process_resident_memory_bytes').map((sample) => sample.labels?.['service'])).toEqual(['all']);
    expect(scrape.samples('nodejs_eventloop_lag_seconds', { service: 'all' })).toHaveLength(1);
  });

  it('counts a REST call, a GraphQL operation, a failed sign-in and a mail, with bounded labels', async () => {
    const rest = { service: 'gateway', method: 'GET', route: '/api/users/me', status_code: '200' };
    const query = { service: 'gateway', operation_name: 'Me', operation_type: 'query', outcome: 'ok' };
    const planned = { service: 'accounts', operation_name: 'Me', operation_type: 'query', outcome: 'ok' };
    const failure = { service: 'accounts', reason: 'wrong_password' };
    const mail = { service: 'accounts', kind: 'password_reset', outcome: 'sent' };
    const before = await scrapeMetrics(url());

    expect((await call('GET', '/api/users/me', { token: member.accessToken })).status).toBe(200);
    expect((await graphql('query Me { me { id } }', {}, { token: member.accessToken })).body.data.me.id).toBe(member.user.id);
    const refused = await graphql(LOGIN, { input: { email: DEMO_MEMBER.email, password: 'not-her-password' } }, { from: randomLoopback() });
    expect(refused.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const reset = await graphql('mutation RequestPasswordReset($email: String!) { requestPasswordReset(email: $email) }', { email: member.email }, { from: randomLoopback() });
    expect(reset.body.data.requestPasswordReset).toBe(true);
    // A raw URL never becomes a label: an unknown path is `other`.
    expect((await call('GET', `/api/no-such-route-${Date.now()}`)).status).toBe(404);

    const after = await scrapeUntil(
      url(),
      (scrape) =>
        scrape.total('http_server_request_duration_seconds', rest) > before.total('http_server_request_duration_seconds', rest) &&
        scrape.total('graphql_server_operation_duration_seconds', query) > before.total('graphql_server_operation_duration_seconds', query) &&
        scrape.total('graphql_server_operation_duration_seconds', planned) > before.total('graphql_server_operation_duration_seconds', planned) &&
        scrape.total('momstride_sign_in_failures_total', failure) > before.total('momstride_sign_in_failures_total', failure) &&
        scrape.total('momstride_mail_deliveries_total', mail) > before.total('momstride_mail_deliveries_total', mail),
      'the REST call, the GraphQL operation (gateway and accounts), the failed sign-in and the reset mail counted',
    );
    expect(after.total('gateway_subgraph_fetch_duration_seconds', { service: 'gateway', subgraph: 'accounts', outcome: 'ok' })).toBeGreaterThan(
      before.total('gateway_subgraph_fetch_duration_seconds', { service: 'gateway', subgraph: 'accounts', outcome: 'ok' }),
    );
    expect(after.total('http_server_request_duration_seconds', { service: 'accounts', route: '/graphql' })).toBeGreaterThan(0);
    const routes = new Set(after.samples('http_server_request_duration_seconds').map((sample) => sample.labels?.['route'] ?? ''));
    expect([...routes].filter((route) => route.includes('no-such-route'))).toEqual([]);
    for (const route of routes) expect(route === 'other' || route.startsWith('/'), route).toBe(true);
  });
});

describe('webhook deliveries in the metrics', () => {
  const accounts = subgraph('accounts');
  let endpointId: string | undefined;

  afterAll(async () => {
    if (endpointId) await accounts.gqlOk('mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }', { id: endpointId }, OWNER_VIEWER);
  });

  it('counts a delivered ping', async () => {
    const url = `${inject('webhookReceiverUrl')}/hooks/metrics-${Date.now()}`;
    const created = await accounts.gqlOk<{ createWebhookEndpoint: { endpoint: { id: string } } }>(
      'mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { endpoint { id } } }',
      { input: { url, events: ['order_placed'] } },
      OWNER_VIEWER,
    );
    endpointId = created.createWebhookEndpoint.endpoint.id;
    // Disabled, so that the orders other test files place meanwhile do not reach it (a ping is sent all the same).
    await accounts.gqlOk('mutation($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { id } }', { id: endpointId, input: { enabled: false } }, OWNER_VIEWER);
    const delivered = { service: 'accounts', outcome: 'delivered' };
    const before = await scrapeMetrics(inject('metricsUrls').gateway!);
    const ping = await accounts.gqlOk<{ sendWebhookTest: { status: string } }>('mutation($id: ID!) { sendWebhookTest(id: $id) { status } }', { id: endpointId }, OWNER_VIEWER);
    expect(ping.sendWebhookTest.status).toBe('succeeded');
    await scrapeUntil(
      inject('metricsUrls').gateway!,
      (scrape) => scrape.total('momstride_webhook_deliveries_total', delivered) > before.total('momstride_webhook_deliveries_total', delivered),
      'the delivered ping counted',
    );
  });
});

describe('metrics of a gateway process and a subgraph process (microservices mode)', () => {
  let gateway: ExtraGateway;
  let gatewayMetricsUrl: string;
  let subgraphs: FreshSubgraphs;
  let subgraphMetricsUrl: string;

  beforeAll(async () => {
    const [gatewayPort, subgraphPort] = [await freePort(), await freePort()];
    gatewayMetricsUrl = `http://127.0.0.1:${gatewayPort}/metrics`;
    subgraphMetricsUrl = `http://127.0.0.1:${subgraphPort}/metrics`;
    [gateway, subgraphs] = await Promise.all([
      startExtraGateway('gateway-metrics', { METRICS_PORT: String(gatewayPort), RATE_LIMIT_ANONYMOUS_MUTATIONS: '1/60' }),
      startFreshSubgraphs(['community'], {}, { metricsPorts: { community: subgraphPort } }),
    ]);
  }, 180_000);

  afterAll(async () => {
    await Promise.all([gateway ? stopService(gateway.service) : undefined, subgraphs?.stop()]);
  });

  it('the gateway serves its own, with its process metrics, and counts a refused rate limit', async () => {
    const before = await scrapeMetrics(gatewayMetricsUrl);
    expect(before.samples('process_cpu_seconds_total', { service: 'gateway' })).toHaveLength(1);
    expect(before.samples('momstride_build_info', { service: 'gateway' })).toHaveLength(1);
    const from = randomLoopback();
    const login = () => graphql(LOGIN, { input: { email: DEMO_MEMBER.email, password: 'not-her-password' } }, { baseUrl: gateway.baseUrl, from });
    expect((await login()).status).toBe(200);
    expect((await login()).status).toBe(429);
    const refusals = { service: 'gateway', limit: 'anonymous' };
    await scrapeUntil(
      gatewayMetricsUrl,
      (scrape) => scrape.total('momstride_rate_limit_refusals_total', refusals) === before.total('momstride_rate_limit_refusals_total', refusals) + 1,
      'the refusal counted',
    );
  });

  it('the gateway counts the live streams it holds open', async () => {
    const member = await registerMember();
    const open = (scrape: MetricsScrape) => scrape.total('momstride_live_streams_open', { service: 'gateway' });
    const stream = await openReadyStream({ token: member.accessToken, baseUrl: gateway.baseUrl });
    try {
      await scrapeUntil(gatewayMetricsUrl, (scrape) => open(scrape) === 1, 'the stream counted open');
    } finally {
      stream.close();
    }
    await scrapeUntil(gatewayMetricsUrl, (scrape) => open(scrape) === 0, 'the stream counted closed');
  });

  it('a subgraph serves its own on its metrics port, and its HTTP histogram moves', async () => {
    const healthz = { service: 'community', method: 'GET', route: '/healthz', status_code: '200' };
    const before = await scrapeMetrics(subgraphMetricsUrl);
    expect(before.samples('process_resident_memory_bytes', { service: 'community' })).toHaveLength(1);
    expect(before.samples('momstride_outbox_relay_lag_seconds', { service: 'community' })).toHaveLength(1);
    expect(before.samples('momstride_build_info', { service: 'gateway' })).toEqual([]);
    expect((await call('GET', '/healthz', { baseUrl: subgraphs.urls.community! })).status).toBe(200);
    await scrapeUntil(
      subgraphMetricsUrl,
      (scrape) => scrape.total('http_server_request_duration_seconds', healthz) === before.total('http_server_request_duration_seconds', healthz) + 1,
      'the health check counted',
    );
  });
});
