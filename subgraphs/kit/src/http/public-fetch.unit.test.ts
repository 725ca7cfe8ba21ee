import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicAddress } from './public-address.js';
import { checkPublicUrl, fetchPublicUrl, PublicFetchError, type PublicFetchOptions } from './public-fetch.js';

const listen = async (server: Server): Promise<string> => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** The origin a test treats as "the internet" (allowed), and another local one that stands for an internal service. */
let internet: string;
let internal: string;
let internalHits = 0;
const servers: Server[] = [];

beforeAll(async () => {
  const site = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname === '/ok') return res.end('hello');
    if (url.pathname === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/ok' });
      return res.end();
    }
    if (url.pathname === '/loop') {
      res.writeHead(301, { location: '/loop' });
      return res.end();
    }
    if (url.pathname === '/declared-large') {
      res.writeHead(200, { 'content-length': String(50 * 1024 * 1024) });
      return res.write(Buffer.alloc(1024));
    }
    if (url.pathname === '/streamed-large') {
      res.writeHead(200, { 'content-type': 'image/png' });
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < 50 * 1024 * 1024 && !res.destroyed) {
          sent += chunk.length;
          if (!res.write(chunk)) return res.once('drain', pump);
        }
        res.end();
      };
      return pump();
    }
    if (url.pathname === '/hang') return; // never answers
    res.statusCode = 404;
    res.end('missing');
  });
  const service = createServer((_req, res) => {
    internalHits += 1;
    res.end('secret');
  });
  servers.push(site, service);
  internet = await listen(site);
  internal = await listen(service);
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const options = (over: Partial<PublicFetchOptions> = {}): PublicFetchOptions => ({
  maxBytes: 1024 * 1024,
  timeoutMs: 2000,
  allowedOrigins: [internet],
  ...over,
});

async function problemOf(url: string, over: Partial<PublicFetchOptions> = {}): Promise<string> {
  try {
    await fetchPublicUrl(url, options(over));
  } catch (error) {
    if (error instanceof PublicFetchError) return error.problem;
    throw error;
  }
  return 'fetched';
}

describe('isPublicAddress', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.0.0.1',
    '172.16.5.4',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '64:ff9b::10.0.0.1',
    '2002:7f00:1::',
    '64:ff9b:1::a9fe:a9fe', // local-use NAT64 (RFC 8215)
    '64:ff9b:1:ffff::1',
    '2001:20::1', // ORCHIDv2
    '2001:2f:ffff::1',
    'not an address',
    'localhost',
  ])('%s is not public', (address) => expect(isPublicAddress(address)).toBe(false));

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => expect(isPublicAddress(address)).toBe(true));
});

describe('fetchPublicUrl', () => {
  it('fetches from an allowed origin', async () => {
    const result = await fetchPublicUrl(`${internet}/ok`, options());
    expect(result.bytes.toString()).toBe('hello');
    expect(result.url).toBe(`${internet}/ok`);
  });

  it('refuses loopback, private and link-local targets without connecting', async () => {
    expect(await problemOf(`${internal}/`)).toBe('private_address');
    expect(await problemOf('http://10.0.0.1/')).toBe('private_address');
    expect(await problemOf('http://169.254.169.254/latest/meta-data/')).toBe('private_address');
    expect(await problemOf('http://[::1]/')).toBe('private_address');
    expect(await problemOf('http://[::ffff:127.0.0.1]/')).toBe('private_address');
    expect(await problemOf('http://2130706433/')).toBe('private_address'); // 127.0.0.1 as one number
    expect(await problemOf('http://0x7f.1/')).toBe('private_address');
    expect(internalHits).toBe(0);
  });

  it('refuses a name resolving to a private address, even one among public ones', async () => {
    expect(await problemOf('http://images.example/cat.png', { resolve: async () => [{ address: '10.1.2.3', family: 4 }] })).toBe('private_address');
    const mixed = async () => [
      { address: '93.184.216.34', family: 4 },
      { address: '127.0.0.1', family: 4 },
    ];
    expect(await problemOf('http://images.example/cat.png', { resolve: mixed })).toBe('private_address');
    expect(await problemOf('http://nowhere.invalid/', { resolve: async () => Promise.reject(new Error('ENOTFOUND')) })).toBe('unresolvable');
  });

  it('checks every redirect target the same way', async () => {
    expect(await problemOf(`${internet}/redirect?to=${encodeURIComponent(`${internal}/`)}`)).toBe('private_address');
    expect(await problemOf(`${internet}/redirect?to=${encodeURIComponent('http://169.254.169.254/')}`)).toBe('private_address');
    expect(await problemOf(`${internet}/redirect?to=${encodeURIComponent('file:///etc/passwd')}`)).toBe('scheme');
    expect(internalHits).toBe(0);
    expect((await fetchPublicUrl(`${internet}/redirect?to=/ok`, options())).bytes.toString()).toBe('hello');
    expect(await problemOf(`${internet}/loop`)).toBe('too_many_redirects');
  });

  it('refuses other schemes, credentials and non-URLs', async () => {
    expect(await problemOf('file:///etc/passwd')).toBe('scheme');
    expect(await problemOf('javascript:alert(1)')).toBe('scheme');
    expect(await problemOf('data:image/png;base64,AAAA')).toBe('scheme');
    expect(await problemOf('ftp://example.com/x.png')).toBe('scheme');
    expect(await problemOf(`http://user:pw@${new URL(internet).host}/ok`)).toBe('credentials');
    expect(await problemOf('not a url')).toBe('invalid_url');
  });

  it('connects to ports 80 and 443 only (an allowed origin excepted), checked before any connection', async () => {
    const publicName = { resolve: async () => [{ address: '93.184.216.34', family: 4 }] };
    for (const url of ['http://images.example:8080/cat.png', 'https://images.example:8443/cat.png', 'http://images.example:22/', 'https://images.example:25/']) {
      expect(await problemOf(url, publicName), url).toBe('port');
    }
    for (const url of ['http://images.example/cat.png', 'http://images.example:80/', 'https://images.example:443/', 'https://images.example:80/', 'http://images.example:443/']) {
      expect((await checkPublicUrl(url, publicName)).href, url).toBe(new URL(url).href);
    }
    await expect(checkPublicUrl('https://images.example:5432/', publicName)).rejects.toMatchObject({ problem: 'port' });
    // Where it points is told first: a loopback target on another port is private, not a port problem.
    expect(await problemOf(`${internal}/`)).toBe('private_address');
  });

  it('with httpsOnly refuses http, redirect targets too; an allowed origin may still use http', async () => {
    const publicName = { resolve: async () => [{ address: '93.184.216.34', family: 4 }], httpsOnly: true };
    expect(await problemOf('http://images.example/cat.png', publicName)).toBe('scheme');
    expect(await problemOf(`${internet}/redirect?to=${encodeURIComponent('http://images.example/cat.png')}`, publicName)).toBe('scheme');
    expect((await fetchPublicUrl(`${internet}/ok`, options({ httpsOnly: true }))).bytes.toString()).toBe('hello');
  });

  it('bounds the body: a large declared length and a large streamed body are both refused', async () => {
    expect(await problemOf(`${internet}/declared-large`)).toBe('too_large');
    expect(await problemOf(`${internet}/streamed-large`)).toBe('too_large');
  });

  it('bounds the time and refuses error statuses', async () => {
    const started = Date.now();
    expect(await problemOf(`${internet}/hang`, { timeoutMs: 300 })).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await problemOf(`${internet}/missing`)).toBe('http_status');
  });
});
