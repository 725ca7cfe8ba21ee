import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';

/** The explorer's own address (also the base of its assets); GET /graphql shows the same page to a browser. */
export const EXPLORER_PATH = '/graphql/explorer';

/**
 * The explorer page's Content-Security-Policy: this origin only. GraphiQL needs inline styles (positions of
 * panes and pop-ups) and data: URLs (its fonts and a few icons are inlined in its stylesheet); no workers, no
 * frames, no other origin for anything. It replaces the SPA's policy on the page only, never loosening the SPA's.
 */
export const EXPLORER_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'none'",
  "object-src 'none'",
  "frame-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** GraphQL-over-HTTP parameters of a GET request: any of them makes GET /graphql an operation, never the page. */
const GRAPHQL_GET_PARAMETERS = ['query', 'operationName', 'variables', 'extensions'];

/**
 * True when GET /graphql comes from a browser opening the address (it asks for HTML and no JSON) rather than from a
 * client sending a GraphQL operation (`?query=`, or an Accept with JSON): only then is the explorer page the answer.
 */
export const wantsExplorerPage = (req: Request): boolean => {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (GRAPHQL_GET_PARAMETERS.some((name) => name in (req.query as Record<string, unknown>))) return false;
  const accept = (req.headers.accept ?? '').toLowerCase();
  return accept.includes('text/html') && !accept.includes('json');
};

const notFound = (_req: Request, res: Response) => {
  res.status(404).type('text/plain').send('Not Found');
};

export interface ExplorerOptions {
  /** GRAPHQL_EXPLORER: when false, /graphql behaves as if there were no explorer and /graphql/explorer is 404. */
  readonly enabled: boolean;
  /** The explorer's build (index.html and assets/), web/explorer/dist by default. */
  readonly distDir: string;
}

/**
 * The self-hosted GraphiQL explorer (docs/api.md, "Explorer"): the page at /graphql/explorer and at GET /graphql for
 * a browser, its hashed assets under /graphql/explorer/assets; every other /graphql request passes through untouched.
 * Mounted before the GraphQL engine.
 */
export const explorerRouter = ({ enabled, distDir }: ExplorerOptions): Router => {
  const router = Router();
  if (!enabled) {
    router.use(EXPLORER_PATH, notFound);
    return router;
  }
  const page = join(distDir, 'index.html');
  const sendPage: RequestHandler = (req, res) => {
    res.setHeader('Content-Security-Policy', EXPLORER_CSP);
    // GET /graphql answers HTML or JSON depending on Accept: caches must keep them apart.
    res.setHeader('Vary', 'Accept');
    res.setHeader('Cache-Control', 'no-cache');
    if (!existsSync(page)) {
      res.status(503).type('text/plain').send('The GraphQL explorer is not built yet: run `npm run build`, then reload this page.');
      return;
    }
    res.sendFile(page);
  };
  router.use(
    `${EXPLORER_PATH}/assets`,
    express.static(join(distDir, 'assets'), {
      index: false,
      redirect: false,
      setHeaders: (res) => {
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  router.get(EXPLORER_PATH, sendPage);
  router.use(EXPLORER_PATH, notFound);
  router.get('/graphql', (req, res, next) => (wantsExplorerPage(req) ? sendPage(req, res, next) : next()));
  return router;
};
