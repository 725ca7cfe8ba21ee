/**
 * A stand-in for "the internet" in the tests: an HTTP server on loopback whose origin the stack allows for photo URLs
 * (PHOTO_FETCH_ALLOWED_ORIGINS), serving a real picture, a redirect to anywhere, a 50 MB body and a web page (any other
 * loopback port stays refused, as every private address does); and, under /printful, the print-on-demand provider's
 * Store API as recorded (subgraphs/commerce/…/printful/recordings), for the catalogue importer (PRINTFUL_API_URL).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from '../../../scripts/lib/paths.js';
import { makePng } from '../upload-fixtures.js';

/** The token the recorded provider API wants (the test stack's PRINTFUL_API_TOKEN). */
export const PRINTFUL_TEST_TOKEN = 'test-printful-token';
const PRINTFUL_RECORDINGS = join(repoRoot, 'subgraphs', 'commerce', 'src', 'modules', 'catalogue', 'printful', 'recordings');

/** A recorded Store API answer: the product list, or one product by id; 404 as Printful answers it. */
function printfulReply(path: string): { status: number; body: string } {
  const one = /^\/printful\/store\/products\/(\d+)$/.exec(path);
  const file = path === '/printful/store/products' ? 'store-products.json' : one ? `store-product-${one[1]}.json` : undefined;
  try {
    if (file) return { status: 200, body: readFileSync(join(PRINTFUL_RECORDINGS, file), 'utf8') };
  } catch {
    // not recorded: as Printful answers an unknown product
  }
  return { status: 404, body: JSON.stringify({ code: 404, result: 'Not found', error: { reason: 'NotFound', message: 'Not found' } }) };
}

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
    if (url.pathname.startsWith('/printful/')) {
      if (req.headers.authorization !== `Bearer ${PRINTFUL_TEST_TOKEN}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        return res.end(JSON.stringify({ code: 401, result: 'Malformed Authorization header.', error: { reason: 'Unauthorized', message: 'Malformed Authorization header.' } }));
      }
      const reply = printfulReply(url.pathname);
      res.writeHead(reply.status, { 'content-type': 'application/json' });
      return res.end(reply.body);
    }
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
