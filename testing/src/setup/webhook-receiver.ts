/**
 * A webhook receiver on loopback for the tests, its origin allowed by the stack (WEBHOOK_ALLOWED_ORIGINS): every POST
 * to `/hooks/<name>` is recorded (headers, raw body, time) and answered as its query says:
 * - nothing: 200 `ok`;
 * - `fail=N`: 500 `boom` to the first N requests of a delivery (same MomStride-Delivery header), then 200;
 * - `redirect=1`: 302 to `http://127.0.0.1:<port>/hooks/<name>-redirected` (this server: a follower would show up there);
 * - `hang=1`: no answer at all (the connection stays open until the sender gives up);
 * - `status=N`: that status (a push service's 410 Gone for an expired subscription); 201 for a push otherwise.
 * `GET /received/<name>` answers the requests recorded for a name (JSON), for tests to wait on.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedWebhook {
  readonly headers: Record<string, string>;
  /** The raw body, base64 (the exact bytes, for verifying the signature). */
  readonly bodyBase64: string;
  /** When it arrived (ms since the epoch). */
  readonly receivedAt: number;
}

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  stop(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received = new Map<string, ReceivedWebhook[]>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://receiver');
    const listed = /^\/received\/([\w.-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && listed) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify(received.get(listed[1]!) ?? []));
    }
    const hook = /^\/hooks\/([\w.-]+)$/.exec(url.pathname);
    if (req.method !== 'POST' || !hook) {
      res.writeHead(404);
      return res.end();
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const name = hook[1]!;
      const list = received.get(name) ?? [];
      const headers: Record<string, string> = {};
      for (const [key, value] of Object.entries(req.headers)) if (typeof value === 'string') headers[key] = value;
      list.push({ headers, bodyBase64: Buffer.concat(chunks).toString('base64'), receivedAt: Date.now() });
      received.set(name, list);
      if (url.searchParams.get('hang') === '1') return;
      const status = Number(url.searchParams.get('status') ?? 0);
      if (status >= 200 && status <= 599) {
        res.writeHead(status, { 'content-type': 'text/plain' });
        return res.end();
      }
      const failures = Number(url.searchParams.get('fail') ?? 0);
      if (url.searchParams.get('redirect') === '1') {
        // An absolute URL on 127.0.0.1: the address a follower would be led to.
        res.writeHead(302, { location: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${name}-redirected` });
        return res.end();
      }
      const tries = list.filter((entry) => entry.headers['momstride-delivery'] === headers['momstride-delivery']).length;
      if (tries <= failures) {
        res.writeHead(500, { 'content-type': 'text/plain' });
        return res.end('boom');
      }
      res.writeHead(200, { 'content-type': 'text/plain' });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
