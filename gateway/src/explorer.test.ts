/**
 * The GraphQL explorer through the gateway: the test stack's gateway (NODE_ENV=test: explorer on by default), and a
 * second gateway process on the same subgraphs with GRAPHQL_EXPLORER=false.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, type ServiceProcess, startExtraGateway, stopService } from '@momstride/testing';

const HTML = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

/** Every source of every directive: only this origin, 'none', inline styles and data: URLs — never another origin. */
const expectSameOriginOnly = (csp: string) => {
  const directives = csp.split(';').map((part) => part.trim()).filter((part) => part !== '');
  expect(directives.length).toBeGreaterThan(5);
  for (const directive of directives) {
    const [name, ...sources] = directive.split(/\s+/);
    for (const source of sources) {
      expect(["'self'", "'none'", "'unsafe-inline'", 'data:'], `${name} ${source}`).toContain(source);
    }
  }
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("connect-src 'self'");
  expect(csp).toContain("default-src 'self'");
};

describe('GraphQL explorer (on)', () => {
  it('GET /graphql from a browser gets the explorer page, with our own script and a same-origin CSP', async () => {
    const res = await call('GET', '/graphql', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain('<title>MomStride GraphQL explorer</title>');
    const script = /<script type="module" crossorigin src="(\/graphql\/explorer\/assets\/[^"]+\.js)"><\/script>/.exec(res.text)?.[1];
    expect(script).toBeDefined();
    expect(res.text).not.toMatch(/(src|href)="(https?:)?\/\//);
    expectSameOriginOnly(String(res.headers['content-security-policy']));
    expect(res.headers['vary']).toMatch(/accept/i);

    const js = await call('GET', script!);
    expect(js.status).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('the same page at /graphql/explorer; an unknown asset is 404', async () => {
    const res = await call('GET', '/graphql/explorer', { headers: HTML });
    expect(res.status).toBe(200);
    expect(res.text).toContain('<title>MomStride GraphQL explorer</title>');
    expectSameOriginOnly(String(res.headers['content-security-policy']));
    expect((await call('GET', '/graphql/explorer/assets/nothing-here.js')).status).toBe(404);
  });

  it('GraphQL requests on /graphql are untouched: GET with ?query=, JSON Accept, POST', async () => {
    const get = await call('GET', `/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { ...HTML, 'apollo-require-preflight': 'true' },
    });
    expect(get.status).toBe(200);
    expect(get.headers['content-type']).toMatch(/json/);
    expect(get.body).toEqual({ data: { __typename: 'Query' } });

    const jsonAccept = await call('GET', '/graphql', { headers: { accept: 'application/json, text/html' } });
    expect(jsonAccept.headers['content-type'] ?? '').not.toMatch(/html/);
    expect(jsonAccept.text).not.toContain('MomStride GraphQL explorer');

    const post = await call('POST', '/graphql', { json: { query: '{ __typename }' }, headers: HTML });
    expect(post.body).toEqual({ data: { __typename: 'Query' } });
  });

  it('the page of the SPA keeps its own CSP', async () => {
    const spa = await call('GET', '/events', { headers: HTML });
    expect(spa.status).toBe(200);
    expect(spa.text).not.toContain('MomStride GraphQL explorer');
    const csp = String(spa.headers['content-security-policy']);
    expect(csp).toContain("img-src 'self' data: blob: https:");
  });
});

const spawnGateway = (name: string, changes: NodeJS.ProcessEnv) => startExtraGateway(name, changes, '/healthz');

describe('GraphQL explorer (GRAPHQL_EXPLORER=false)', () => {
  let gateway: (ServiceProcess & { tail(): string }) | undefined;
  let baseUrl = '';

  beforeAll(async () => {
    ({ service: gateway, baseUrl } = await spawnGateway('gateway-no-explorer', { GRAPHQL_EXPLORER: 'false' }));
  }, 60_000);

  afterAll(async () => {
    if (gateway) await stopService(gateway);
  });

  it('GET /graphql from a browser is not a page; /graphql/explorer and its assets are 404', async () => {
    const page = await call('GET', '/graphql', { headers: HTML, baseUrl });
    expect(page.headers['content-type'] ?? '').not.toMatch(/html/);
    expect(page.text).not.toContain('MomStride GraphQL explorer');

    const explorer = await call('GET', '/graphql/explorer', { headers: HTML, baseUrl });
    expect(explorer.status).toBe(404);
    expect(explorer.text).not.toContain('MomStride GraphQL explorer');

    const onTestStack = await call('GET', '/graphql', { headers: HTML });
    const script = /src="(\/graphql\/explorer\/assets\/[^"]+\.js)"/.exec(onTestStack.text)?.[1];
    expect(script).toBeDefined();
    expect((await call('GET', script!, { baseUrl })).status).toBe(404);

    // Control: the same gateway answers GraphQL.
    const post = await call('POST', '/graphql', { json: { query: '{ __typename }' }, baseUrl });
    expect(post.body).toEqual({ data: { __typename: 'Query' } });
  });
});

describe('GraphQL explorer in production (NODE_ENV=production)', () => {
  const gateways: ServiceProcess[] = [];
  afterAll(async () => {
    await Promise.all(gateways.map((service) => stopService(service)));
  });

  it('off unless GRAPHQL_EXPLORER=true; turned on, the page is served while introspection stays refused', async () => {
    const off = await spawnGateway('gateway-production', { NODE_ENV: 'production' });
    gateways.push(off.service);
    expect((await call('GET', '/graphql/explorer', { headers: HTML, baseUrl: off.baseUrl })).status).toBe(404);
    expect((await call('GET', '/graphql', { headers: HTML, baseUrl: off.baseUrl })).text).not.toContain('MomStride GraphQL explorer');

    const on = await spawnGateway('gateway-production-explorer', { NODE_ENV: 'production', GRAPHQL_EXPLORER: 'true' });
    gateways.push(on.service);
    const page = await call('GET', '/graphql', { headers: HTML, baseUrl: on.baseUrl });
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>MomStride GraphQL explorer</title>');
    expectSameOriginOnly(String(page.headers['content-security-policy']));
    // What the explorer's schema fetch meets (docs/api.md, "Explorer": turn GRAPHQL_INTROSPECTION on as well).
    const introspection = await call('POST', '/graphql', { json: { query: '{ __schema { queryType { name } } }' }, baseUrl: on.baseUrl });
    expect(JSON.stringify(introspection.body.errors)).toMatch(/introspection/i);
  }, 120_000);
});
