/**
 * The test round-robin proxy against two small loopback servers: requests alternate, bodies and long (SSE) replies
 * stream through, the client's loopback address reaches the upstream, a client that leaves closes the upstream
 * request, an upstream that is down answers 502, and only loopback upstreams are accepted.
 */
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/ports.js';
import { startRoundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.js';

interface Upstream {
  readonly server: Server;
  readonly url: string;
  /** Resolves when the connection of a `/stream` request to it closes. */
  readonly streamClosed: Promise<void>;
}

/** A server answering `name`, the client address and the body it got; `/stream` sends one SSE event and stays open. */
async function startUpstream(name: string): Promise<Upstream> {
  let closed: () => void = () => undefined;
  const streamClosed = new Promise<void>((resolve) => (closed = resolve));
  const server = createServer((req: IncomingMessage, res) => {
    if (req.url === '/stream') {
      req.socket.on('close', () => closed());
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write('event: ready\ndata: {}\n\n');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, from: req.socket.remoteAddress, body: Buffer.concat(chunks).toString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, streamClosed };
}

/** One request through the proxy from `from`; resolves with the status and the parsed body. */
const send = (url: string, options: { path?: string; body?: string; from?: string } = {}) =>
  new Promise<{ status: number; body: { name: string; from: string; body: string } }>((resolve, reject) => {
    const req = request(new URL(options.path ?? '/', url), { method: 'POST', localAddress: options.from ?? '127.0.0.1', agent: false }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => (text += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end(options.body ?? '');
  });

describe('round-robin proxy', () => {
  let a: Upstream;
  let b: Upstream;
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    [a, b] = await Promise.all([startUpstream('a'), startUpstream('b')]);
    proxy = await startRoundRobinProxy([a.url, b.url]);
  });
  afterAll(async () => {
    await proxy.stop();
    for (const upstream of [a, b]) upstream.server.close();
  });

  it('sends requests to its upstreams in turn, with their bodies, from the address the client used', async () => {
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      const reply = await send(proxy.url, { body: `hello ${i}`, from: '127.9.8.7' });
      expect(reply.status).toBe(200);
      expect(reply.body.body).toBe(`hello ${i}`);
      expect(reply.body.from).toBe('127.9.8.7');
      seen.push(reply.body.name);
    }
    expect(new Set([seen[0], seen[1]])).toEqual(new Set(['a', 'b']));
    expect(seen.slice(2)).toEqual(seen.slice(0, 2));
  });

  it('streams a reply that stays open, and a client that leaves closes the upstream request', async () => {
    const { events, close } = await new Promise<{ events: string; close: () => void }>((resolve, reject) => {
      const req = request(new URL('/stream', proxy.url), { agent: false }, (res) => {
        res.once('data', (chunk: Buffer) => resolve({ events: chunk.toString(), close: () => req.destroy() }));
      });
      req.on('error', () => undefined);
      req.setTimeout(5000, () => reject(new Error('no event within 5 s')));
      req.end();
    });
    expect(events).toContain('event: ready');
    const closedEither = Promise.race([a.streamClosed, b.streamClosed]);
    close();
    await closedEither;
  });

  it('answers 502 when the upstream is down', async () => {
    const down = await startRoundRobinProxy([`http://127.0.0.1:${await freePort()}`]);
    try {
      const reply = await send(down.url);
      expect(reply.status).toBe(502);
      expect(down.counts()).toEqual([1]);
    } finally {
      await down.stop();
    }
  });

  it('refuses an upstream that is not on loopback', async () => {
    await expect(startRoundRobinProxy(['http://example.com'])).rejects.toThrow(/not a loopback/);
  });
});
