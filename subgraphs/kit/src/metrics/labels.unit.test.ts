import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { MetricsScrape } from '../../../../testing/src/metrics.js';
import { clientOperationNames } from './client-operations.generated.js';
import { exposition } from './listener.js';
import { boundedOperationName } from './operations.js';
import { routeLabelOf } from './http.js';
import { cachedReading } from './scrape-cache.js';
import { serviceMetrics } from './service-metrics.js';

const request = (fields: Record<string, unknown>) => fields as unknown as IncomingMessage;

describe('bounded labels', () => {
  it('keeps the operation names the clients send, their planned parts, and calls every other name other', () => {
    expect(clientOperationNames.has('Login')).toBe(true);
    expect(boundedOperationName('Login')).toBe('Login');
    // The gateway's query planner names a subgraph's part of an operation `<name>__<subgraph>__<n>`.
    expect(boundedOperationName('Login__accounts__0')).toBe('Login');
    expect(boundedOperationName('Login__events_wellness__12')).toBe('Login');
    expect(boundedOperationName('Anything__accounts__0')).toBe('other');
    expect(boundedOperationName('x'.repeat(200))).toBe('other');
    expect(boundedOperationName(undefined)).toBe('other');
    expect(boundedOperationName('')).toBe('other');
  });

  it('labels a request with its route template, /graphql, or other — never its raw URL', () => {
    expect(routeLabelOf(request({ url: '/events/7f3c', baseUrl: '/api', route: { path: '/events/:id' } }))).toBe('/api/events/:id');
    expect(routeLabelOf(request({ url: '/healthz', baseUrl: '', route: { path: '/healthz' } }))).toBe('/healthz');
    expect(routeLabelOf(request({ url: '/graphql' }))).toBe('/graphql');
    expect(routeLabelOf(request({ url: '/', originalUrl: '/graphql?query=%7B', baseUrl: '/graphql' }))).toBe('/graphql');
    expect(routeLabelOf(request({ url: '/media/5a1b/photo.jpg' }))).toBe('other');
    expect(routeLabelOf(request({ url: '/graphqlx/anything' }))).toBe('other');
  });
});

describe('readings for scraped gauges', () => {
  it('reads at most once per period, and once for scrapes at the same moment', async () => {
    let clock = 0;
    let reads = 0;
    const read = cachedReading(async () => ++reads, 300_000, () => clock);
    expect(await Promise.all([read(), read()])).toEqual([1, 1]);
    clock = 299_999;
    expect(await read()).toBe(1);
    clock = 300_000;
    expect(await read()).toBe(2);
    expect(reads).toBe(2);
  });
});

describe('one exposition for every service of a process', () => {
  it('merges services that share metric names into one family each, every series with its service', async () => {
    for (const service of ['unit-a', 'unit-b']) serviceMetrics(service, '1.2.3').rateLimitRefusals.inc({ limit: 'member' });
    const http = serviceMetrics('unit-a').httpDuration;
    http.observe({ method: 'GET', route: '/healthz', status_code: '200' }, 0.01);
    for (let i = 0; i < 3; i++) http.observe({ method: 'GET', route: '/readyz', status_code: '503' }, 0.2);
    const scrape = new MetricsScrape(await exposition('unit-process'));
    // One TYPE line per family, or the text would not parse (and Prometheus would refuse it).
    expect(scrape.text.match(/^# TYPE momstride_rate_limit_refusals_total /gm)).toHaveLength(1);
    expect(scrape.total('momstride_rate_limit_refusals_total', { service: 'unit-a', limit: 'member' })).toBe(1);
    expect(scrape.total('momstride_rate_limit_refusals_total', { service: 'unit-b', limit: 'member' })).toBe(1);
    expect(scrape.samples('momstride_build_info', { service: 'unit-a', version: '1.2.3' })).toHaveLength(1);
    expect(scrape.samples('process_cpu_user_seconds_total', { service: 'unit-process' })).toHaveLength(1);
    // A histogram's series stay apart by their labels.
    expect(scrape.families.get('http_server_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(scrape.total('http_server_request_duration_seconds', { service: 'unit-a', route: '/readyz', status_code: '503' })).toBe(3);
    expect(scrape.total('http_server_request_duration_seconds', { service: 'unit-a' })).toBe(4);
  });
});
