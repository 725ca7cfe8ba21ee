/**
 * Tracing end to end (docs/operations.md, "Tracing"): a monolith of this file's own — the bundle `npm start` runs —
 * on the test server's databases, exporting over OTLP/HTTP (JSON) to a receiver this test runs on loopback. A feed
 * request through its gateway makes one trace, continued from the client's `traceparent`: the gateway's spans, the
 * community and accounts subgraphs' (each under its own service name although they share the process) with their
 * SQL statements, and the same trace id on the services' log lines.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import {
  DEMO_MEMBER,
  eventually,
  login,
  registerUser,
  startFreshSubgraphs,
  startOtlpReceiver,
  type OtlpReceiver,
  type ReceivedSpan,
} from '@momstride/testing';
import { subgraphs } from '../../subgraphs.config.js';
import { freePort } from '../../scripts/lib/ports.js';
import { startStack, type RunningStack } from '../../scripts/lib/stack.js';

/** The OTLP variables every traced service of this file gets. */
const tracingEnv = (endpoint: string): NodeJS.ProcessEnv => ({
  OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
  OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
  // Spans leave within 0.2 s of ending, so the test waits for them (not for a fixed time).
  OTEL_BSP_SCHEDULE_DELAY: '200',
  OTEL_TRACES_SAMPLER: 'always_on',
});

let receiver: OtlpReceiver;
let stack: RunningStack;
const logLines: string[] = [];

beforeAll(async () => {
  receiver = await startOtlpReceiver();
  const subgraphPorts: Record<string, number> = {};
  for (const subgraph of subgraphs) subgraphPorts[subgraph.name] = await freePort();
  stack = await startStack({
    mode: 'monolithic',
    serverDatabaseUrl: inject('serverDatabaseUrl'),
    secrets: inject('stackSecrets'),
    gatewayPort: await freePort(),
    subgraphPorts,
    outboxDir: inject('outboxDir'),
    mediaDir: inject('mediaDir'),
    seedDemoData: false,
    nodeEnv: 'test',
    env: { LOG_LEVEL: 'debug', ...tracingEnv(receiver.endpoint) },
    log: (line) => logLines.push(line),
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await receiver?.stop();
});

const FEED = 'query TracedFeed { feed(limit: 3) { id content author { id firstName } } }';

const spansOf = (traceId: string): ReceivedSpan[] => receiver.spans().filter((span) => span.traceId === traceId);

describe('tracing', () => {
  it('makes one trace of a feed request: the gateway, community and accounts with their SQL, and the trace id in their logs', async () => {
    const { accessToken } = await login(DEMO_MEMBER.email);
    const traceId = randomBytes(16).toString('hex');
    const clientSpanId = randomBytes(8).toString('hex');
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        traceparent: `00-${traceId}-${clientSpanId}-01`,
      },
      body: JSON.stringify({ query: FEED, operationName: 'TracedFeed' }),
    });
    const body = (await response.json()) as { data?: { feed: Array<{ author: { firstName: string } }> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.feed.length).toBeGreaterThan(0);

    const names = (service: string) => new Set(spansOf(traceId).filter((span) => span.service === service).map((span) => span.name));
    const sqlBy = () => new Set(spansOf(traceId).filter((span) => span.attributes['db.system.name'] ?? span.attributes['db.system']).map((span) => span.service));
    // Spans leave in batches as they end: waited for until the last of those the test looks for has come.
    await eventually(
      () => {
        const summary = [...new Set(spansOf(traceId).map((span) => `${span.service}: ${span.name}`))].join(', ');
        expect(sqlBy(), summary).toEqual(new Set(['community', 'accounts']));
        for (const name of ['graphql.parse', 'graphql.validate', 'gateway.plan', 'gateway.fetch', 'gateway.execute', 'gateway.request']) {
          expect(names('gateway'), summary).toContain(name);
        }
        expect(names('community'), summary).toContain('resolve Query.feed');
        expect(names('accounts'), summary).toContain('resolve Query._entities');
        // The gateway's server span, a child of the client's, ends last.
        expect(spansOf(traceId).some((span) => span.service === 'gateway' && span.parentSpanId === clientSpanId), summary).toBe(true);
        return true;
      },
      15_000,
      'the trace of the feed request with the gateway’s steps and both subgraphs’ resolvers and SQL',
    );
    const spans = spansOf(traceId);
    // One trace: every span but the gateway's first has its parent in it, and that one the client's span.
    const ids = new Set(spans.map((span) => span.spanId));
    const roots = spans.filter((span) => !span.parentSpanId || !ids.has(span.parentSpanId));
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ service: 'gateway', parentSpanId: clientSpanId });

    const loggedBy = new Set(logLines.filter((line) => line.includes(`trace_id=${traceId}`)).map((line) => /^\[([\w-]+)\]/.exec(line)?.[1]));
    expect(loggedBy).toContain('gateway');
  });

  it('puts the trace id on a subgraph’s log lines written during a request', async () => {
    const traceId = randomBytes(16).toString('hex');
    // A forged viewer token: community refuses it and logs why, inside the request's span.
    const response = await fetch(`${stack.subgraphUrls.community}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-viewer-token': 'forged', traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01` },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
    const line = await eventually(() => logLines.find((candidate) => candidate.includes(`trace_id=${traceId}`)), 10_000, 'community’s log line');
    expect(line).toMatch(/^\[community\] warn {2}rejected viewer token/);
  });

  it('links the delivery of a domain event back to the request that recorded it', async () => {
    const fresh = await startFreshSubgraphs(['accounts', 'community'], tracingEnv(receiver.endpoint));
    try {
      const { user } = await registerUser({}, fresh.urls.accounts);
      const register = await eventually(
        () => {
          const span = receiver.spans().find((candidate) => candidate.service === 'accounts' && candidate.name === 'resolve Mutation.register');
          expect(span).toBeDefined();
          return span!;
        },
        15_000,
        'the span of the registration',
      );
      const delivery = await eventually(
        () => {
          const span = receiver
            .spans()
            .find((candidate) => candidate.service === 'community' && candidate.name === 'consume user.registered' && candidate.links.some((link) => link.traceId === register.traceId));
          expect(span).toBeDefined();
          return span!;
        },
        30_000,
        `community's delivery of user.registered for ${user.id}`,
      );
      // A trace of its own, its SQL (the mirror's write) inside it; accounts' relay published it in another, linked too.
      expect(delivery.traceId).not.toBe(register.traceId);
      const linkedToRegistration = (span: ReceivedSpan) => span.links.some((link) => link.traceId === register.traceId);
      await eventually(
        () => receiver.spans().find((span) => span.service === 'accounts' && span.name === 'publish user.registered' && linkedToRegistration(span)),
        10_000,
        'the relay’s publication of user.registered',
      );
      expect(spansOf(delivery.traceId).some((span) => span.parentSpanId === delivery.spanId && span.name.startsWith('pg.'))).toBe(true);
    } finally {
      await fresh.stop();
    }
  }, 180_000);
});
