import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPublicUrl, postPublicUrl, PublicFetchError, type PublicPostOptions } from './public-fetch.js';

/** A receiver standing for a public host (its origin allowed), and a local service a request must never reach. */
let receiver: string;
let internalPort: number;
let internalHits = 0;
const bodies: Array<{ path: string; body: string; headers: Record<string, unknown> }> = [];
const servers: Server[] = [];

const listen = async (server: Server): Promise<number> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
};

beforeAll(async () => {
  const site = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      bodies.push({ path: req.url ?? '', body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      if (req.url === '/redirect') {
        res.writeHead(307, { location: `http://127.0.0.1:${internalPort}/` });
        return res.end();
      }
      if (req.url === '/error') {
        res.writeHead(503);
        return res.end('down for maintenance');
      }
      if (req.url === '/big') {
        res.writeHead(200);
        return res.end(Buffer.alloc(64 * 1024, 'x'));
      }
      if (req.url === '/hang') return; // never answers
      res.end('thanks');
    });
  });
  const internal = createServer((_req, res) => {
    internalHits += 1;
    res.end('secret');
  });
  servers.push(site, internal);
  receiver = `http://127.0.0.1:${await listen(site)}`;
  internalPort = await listen(internal);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const options = (over: Partial<PublicPostOptions> = {}): PublicPostOptions => ({
  timeoutMs: 2000,
  maxResponseBytes: 1024,
  headers: { 'content-type': 'application/json', 'x-test': 'yes' },
  allowedOrigins: [receiver],
  ...over,
});

async function problemOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof PublicFetchError) return error.problem;
    throw error;
  }
  return 'sent';
}

describe('postPublicUrl', () => {
  it('POSTs the body with the headers and answers any status with the start of the answer', async () => {
    const ok = await postPublicUrl(`${receiver}/ok`, '{"a":1}', options());
    expect(ok.status).toBe(200);
    expect(ok.body.toString()).toBe('thanks');
    expect(bodies.at(-1)).toMatchObject({ path: '/ok', body: '{"a":1}', headers: { 'x-test': 'yes', 'content-type': 'application/json', 'content-length': '7' } });
    const failed = await postPublicUrl(`${receiver}/error`, '{}', options());
    expect(failed).toEqual({ status: 503, body: Buffer.from('down for maintenance') });
  });

  it('reads at most maxResponseBytes of the answer', async () => {
    const big = await postPublicUrl(`${receiver}/big`, '{}', options({ maxResponseBytes: 100 }));
    expect(big.status).toBe(200);
    expect(big.body.length).toBe(100);
  });

  it('never follows a redirect: the 3xx is the answer, its target is not contacted', async () => {
    const hits = internalHits;
    const redirected = await postPublicUrl(`${receiver}/redirect`, '{}', options());
    expect(redirected.status).toBe(307);
    expect(internalHits).toBe(hits);
  });

  it('refuses loopback, private and link-local targets, also when a name resolves there (DNS rebinding at delivery)', async () => {
    const hits = internalHits;
    expect(await problemOf(postPublicUrl(`http://127.0.0.1:${internalPort}/`, '{}', options()))).toBe('private_address');
    expect(await problemOf(postPublicUrl('http://169.254.169.254/latest', '{}', options()))).toBe('private_address');
    expect(await problemOf(postPublicUrl('https://[::ffff:10.0.0.1]/', '{}', options()))).toBe('private_address');
    // A name that was public at registration and now resolves to loopback.
    const rebound = options({ resolve: async () => [{ address: '127.0.0.1', family: 4 }] });
    expect(await problemOf(postPublicUrl(`http://hooks.example.com:${internalPort}/`, '{}', rebound))).toBe('private_address');
    // One private address among public ones is enough to refuse.
    const mixed = options({ resolve: async () => [{ address: '93.184.216.34', family: 4 }, { address: '10.1.1.1', family: 4 }] });
    expect(await problemOf(postPublicUrl('https://hooks.example.com/', '{}', mixed))).toBe('private_address');
    expect(internalHits).toBe(hits);
  });

  it('gives up after timeoutMs', async () => {
    const started = Date.now();
    expect(await problemOf(postPublicUrl(`${receiver}/hang`, '{}', options({ timeoutMs: 300 })))).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses credentials and other schemes before any request', async () => {
    expect(await problemOf(postPublicUrl('https://user:pw@example.com/', '{}', options()))).toBe('credentials');
    expect(await problemOf(postPublicUrl('file:///etc/passwd', '{}', options()))).toBe('scheme');
  });
});

describe('checkPublicUrl', () => {
  it('answers the URL for a public host and refuses private ones and names that do not resolve', async () => {
    const publicName = { resolve: async () => [{ address: '93.184.216.34', family: 4 }] };
    expect((await checkPublicUrl('https://hooks.example.com/x', publicName)).href).toBe('https://hooks.example.com/x');
    expect(await problemOf(checkPublicUrl('https://hooks.example.com/x', { resolve: async () => [{ address: '::1', family: 6 }] }))).toBe('private_address');
    expect(await problemOf(checkPublicUrl('https://hooks.example.com/x', { resolve: async () => Promise.reject(new Error('ENOTFOUND')) }))).toBe('unresolvable');
    expect(await problemOf(checkPublicUrl(`${receiver}/x`, { allowedOrigins: [receiver] }))).toBe('sent');
    expect(await problemOf(checkPublicUrl(`${receiver}/x`))).toBe('private_address');
  });
});
