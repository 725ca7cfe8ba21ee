/**
 * A round-robin HTTP proxy for tests (the `replicas` project puts one in front of its two gateways): listens on
 * 127.0.0.1 and sends each request to the next upstream in turn, its body whole, and streams the reply back as it
 * comes, so SSE and other long replies pass through unchanged. Only loopback upstreams are accepted.
 *
 * It is transparent to what the gateway sees of a client: the upstream connection leaves from the address the client
 * connected from (any 127.0.0.0/8 address on Linux), so per-address rules (the login throttle) and the tests that
 * send each request from a random loopback address behave as without it; no X-Forwarded-* header is added.
 */
import { createServer, request, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

export interface RoundRobinProxy {
  readonly url: string;
  /** Requests sent to each upstream so far, in the order of `upstreams`. */
  readonly counts: () => readonly number[];
  /** Stops listening and ends every open connection (streams included). */
  readonly stop: () => Promise<void>;
}

/** Headers of one connection (RFC 9110 §7.6.1), never passed on by a proxy. */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/** `headers` without the hop-by-hop ones, including those the Connection header names. */
export function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(String(headers.connection ?? '').toLowerCase().split(',').map((name) => name.trim()));
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name) && !named.has(name)));
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const isLoopbackV4 = (address: string | undefined): address is string => address !== undefined && /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(address);

/** Starts a proxy over `upstreams` (base URLs such as http://127.0.0.1:4100) on loopback, on `port` or a free one. */
export async function startRoundRobinProxy(upstreams: readonly string[], port = 0): Promise<RoundRobinProxy> {
  const targets = upstreams.map((upstream) => new URL(upstream));
  if (targets.length === 0) throw new Error('a round-robin proxy needs at least one upstream');
  for (const target of targets) {
    if (target.protocol !== 'http:' || !LOOPBACK_HOSTS.has(target.hostname)) throw new Error(`${target.href} is not a loopback http upstream`);
  }
  const counts = targets.map(() => 0);
  let next = 0;

  const forward = (req: IncomingMessage, res: ServerResponse): void => {
    const index = next;
    next = (next + 1) % targets.length;
    counts[index]! += 1;
    const target = targets[index]!;
    const remote = req.socket.remoteAddress?.replace(/^::ffff:/, '');
    const upstream = request({
      host: target.hostname,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: endToEndHeaders(req.headers),
      // The client's own loopback address, so the gateway judges the client, not the proxy.
      ...(isLoopbackV4(remote) ? { localAddress: remote } : {}),
      agent: false,
    });
    upstream.on('response', (reply) => {
      res.writeHead(reply.statusCode ?? 502, reply.statusMessage, endToEndHeaders(reply.headers));
      // Headers go out at once: an SSE reply's first bytes may be a while coming.
      res.flushHeaders();
      pipeline(reply, res, () => undefined);
    });
    upstream.on('error', () => {
      if (res.headersSent) return void res.destroy();
      res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ detail: 'Bad Gateway' }));
    });
    // A client that goes away ends its upstream request too (a closed stream reaches the gateway).
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    // The request body goes on in one write once it is all in, as a client sends it: a gateway that refuses an
    // oversized body answers 413 and closes at once, and a body passed on piece by piece would still be writing then,
    // so the 413 would be lost to EPIPE (a 502 here where the client itself gets the 413).
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => upstream.end(Buffer.concat(chunks)));
  };

  const server = createServer(forward);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => [...counts],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
