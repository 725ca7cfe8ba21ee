/**
 * A stand-in for "the internet" in the tests: an HTTP server on loopback whose origin the stack allows for photo URLs
 * (PHOTO_FETCH_ALLOWED_ORIGINS), serving a real picture, a redirect to anywhere, a 50 MB body and a web page. Any other
 * loopback port stays refused, as every private address does.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { makePng } from './upload-fixtures.js';

export interface ImageFixtureServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** How many requests each path received. */
  readonly hits: ReadonlyMap<string, number>;
  stop(): Promise<void>;
}

/** A real 640 px square PNG. */
const PICTURE = makePng(640);
const FIFTY_MB = 50 * 1024 * 1024;

export async function startImageFixtureServer(): Promise<ImageFixtureServer> {
  const hits = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fixture');
    hits.set(url.pathname, (hits.get(url.pathname) ?? 0) + 1);
    switch (url.pathname) {
      case '/photo.png':
        res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PICTURE.length) });
        return res.end(PICTURE);
      case '/redirect': {
        res.writeHead(302, { location: url.searchParams.get('to') ?? '/photo.png' });
        return res.end();
      }
      case '/huge.png': {
        // 50 MB without a declared length: only counting the bytes can stop it.
        res.writeHead(200, { 'content-type': 'image/png' });
        const chunk = Buffer.alloc(256 * 1024, 0x89);
        let sent = 0;
        const pump = () => {
          while (sent < FIFTY_MB && !res.destroyed) {
            sent += chunk.length;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('error', () => undefined);
        return pump();
      }
      case '/page.html':
        res.writeHead(200, { 'content-type': 'image/png' }); // lies about its type: the bytes decide
        return res.end('<!doctype html><title>Not a picture</title><p>Hello</p>');
      default:
        res.writeHead(404, { 'content-type': 'text/plain' });
        return res.end('Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    hits,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
