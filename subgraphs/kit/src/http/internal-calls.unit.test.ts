import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createInternalClient,
  createInternalTokenSigner,
  createInternalTokenVerifier,
  INTERNAL_TOKEN_HEADER,
  OwnerUnavailableError,
  requireInternalCallerWith,
} from './internal-calls.js';
import { freePort } from '@momstride/testing/processes';

const pair = () => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  return { privateKey: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKey: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
};
const keys = pair();

/** A target service: `/internal/echo` behind requireInternalCaller, and routes that fail in the ways a service can. */
let base = '';
let server: ReturnType<typeof createServer>;
beforeAll(async () => {
  const app = express();
  const requireInternalCaller = requireInternalCallerWith(createInternalTokenVerifier(keys.publicKey, 'accounts'));
  app.post('/internal/echo', requireInternalCaller(['messaging']), express.json(), (req, res) => {
    res.json({ caller: res.locals.internalCaller as string, body: req.body as unknown });
  });
  app.get('/internal/missing', (_req, res) => res.status(404).json({ found: false }));
  app.get('/internal/broken', (_req, res) => res.status(500).json({ error: 'boom' }));
  app.get('/internal/slow', () => undefined);
  app.get('/internal/stalls-after-headers', (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('{"members":');
  });
  server = createServer((req: IncomingMessage, res: ServerResponse) => app(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const client = (caller = 'messaging', extra: Record<string, string> = {}) =>
  createInternalClient({ caller, privateKeyPem: keys.privateKey, baseUrls: { accounts: base, ...extra }, defaultDeadlineMs: 500 });

describe('internal calls', () => {
  it('carry an internal token for the target; the target learns who called', async () => {
    const response = await client().call('accounts', '/internal/echo', { body: { ids: ['a'] } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ caller: 'messaging', body: { ids: ['a'] } });
  });

  it('are refused without a token, with a token for another service, or from a caller not named', async () => {
    expect((await fetch(`${base}/internal/echo`, { method: 'POST' })).status).toBe(401);
    const forOther = await createInternalTokenSigner(keys.privateKey, 'messaging')('media-reviews');
    expect((await fetch(`${base}/internal/echo`, { method: 'POST', headers: { [INTERNAL_TOKEN_HEADER]: forOther } })).status).toBe(401);
    const foreign = await createInternalTokenSigner(pair().privateKey, 'messaging')('accounts');
    expect((await fetch(`${base}/internal/echo`, { method: 'POST', headers: { [INTERNAL_TOKEN_HEADER]: foreign } })).status).toBe(401);
    expect((await client('community').call('accounts', '/internal/echo', { body: {} })).status).toBe(403);
  });

  it('hand 4xx back to the caller', async () => {
    expect((await client().call('accounts', '/internal/missing')).status).toBe(404);
  });

  it('throw SERVICE_UNAVAILABLE with a retry hint on 5xx, no answer in time, a stalled body or nobody listening', async () => {
    const closed = `http://127.0.0.1:${await freePort()}`;
    const attempts = [
      client().call('accounts', '/internal/broken'),
      client().call('accounts', '/internal/slow', { deadlineMs: 200 }),
      client().call('accounts', '/internal/stalls-after-headers', { deadlineMs: 200 }),
      client('messaging', { 'events-wellness': closed }).call('events-wellness', '/internal/anything'),
    ];
    for (const settled of await Promise.allSettled(attempts)) {
      expect(settled.status).toBe('rejected');
      const error = (settled as PromiseRejectedResult).reason as unknown;
      expect(error).toBeInstanceOf(OwnerUnavailableError);
      expect((error as OwnerUnavailableError).extensions).toEqual({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 5 });
    }
  });

  it('refuse a target no URL is configured for, naming SUBGRAPH_URLS', async () => {
    await expect(client().call('commerce', '/internal/x')).rejects.toThrow('No URL is configured for commerce (SUBGRAPH_URLS)');
  });
});
