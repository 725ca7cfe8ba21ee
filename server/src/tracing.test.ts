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
import { DEMO_MEMBER, eventually, login, startOtlpReceiver, type OtlpReceiver, type ReceivedSpan } from '@momstride/testing';
import { subgraphs } from '../../subgraphs.config.js';
import { freePort } from '../../scripts/lib/ports.js';
import { startStack, type RunningStack } from '../../scripts/lib/stack.js';

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
    env: {
      LOG_LEVEL: 'debug',
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Spans leave within 0.2 s of ending, so the test waits for them (not for a fixed time).
      OTEL_BSP_SCHEDULE_DELAY: '200',
      OTEL_TRACES_SAMPLER: 'always_on',
    },
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
    const response = await fetch(`${stack.gatewayUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${accessToken}`,
        traceparent: `00-${traceId}-${randomBytes(8).toString('hex')}-01`,
      },
      body: JSON.stringify({ query: FEED, operationName: 'TracedFeed' }),
    });
    const body = (await response.json()) as { data?: { feed: Array<{ author: { firstName: string } }> }; errors?: unknown };
    expect(body.errors).toBeUndefined();
    expect(body.data?.feed.length).toBeGreaterThan(0);

    const servicesWithSql = () => new Set(spansOf(traceId).filter((span) => span.attributes['db.system.name'] ?? span.attributes['db.system']).map((span) => span.service));
    await eventually(
      () => {
        expect(servicesWithSql()).toEqual(new Set(['community', 'accounts']));
        const summary = [...new Set(spansOf(traceId).map((span) => `${span.service}: ${span.name}`))].join(', ');
        expect(spansOf(traceId).some((span) => span.service === 'gateway' && span.name === 'gateway.fetch'), summary).toBe(true);
      },
      15_000,
      'the trace of the feed request with both subgraphs’ SQL',
    );
    const spans = spansOf(traceId);
    const names = (service: string) => new Set(spans.filter((span) => span.service === service).map((span) => span.name));
    for (const name of ['graphql.parse', 'graphql.validate', 'gateway.plan', 'gateway.execute', 'gateway.fetch']) expect(names('gateway')).toContain(name);
    expect(names('community')).toContain('resolve Query.feed');
    expect(names('accounts')).toContain('resolve Query._entities');
    // One trace: every span but the gateway's first has its parent in it, and that one the client's span.
    const ids = new Set(spans.map((span) => span.spanId));
    const roots = spans.filter((span) => !span.parentSpanId || !ids.has(span.parentSpanId));
    expect(roots).toHaveLength(1);
    expect(roots[0]).toMatchObject({ service: 'gateway' });

    const loggedBy = new Set(logLines.filter((line) => line.includes(`trace_id=${traceId}`)).map((line) => /^\[([\w-]+)\]/.exec(line)?.[1]));
    expect(loggedBy).toContain('gateway');
  });
});
