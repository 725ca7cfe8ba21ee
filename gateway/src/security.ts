import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * helmet with a CSP that fits the Vite SPA: own scripts only, inline styles for styled-components,
 * images from self, data:, blob: and https: (gallery photos are links to images elsewhere), API calls to self —
 * and to `connectSources` (the configured Shopify store's Storefront API, see storefront-config.ts).
 */
export const securityHeaders = ({ connectSources = [] }: { connectSources?: readonly string[] } = {}): RequestHandler => precomputed(
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...connectSources],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // Same-origin only by default; the SPA never embeds cross-origin resources that need CORP opt-in.
    crossOriginEmbedderPolicy: false,
  }),
);

/**
 * The headers a header-only middleware (helmet) sets never depend on the request: record them once and set
 * the same list on every response instead of running the middleware per request.
 */
const precomputed = (middleware: RequestHandler): RequestHandler => {
  const headers: Array<[string, string]> = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => headers.push([name, String(value)]),
    removeHeader: (name: string) => removed.push(name),
  };
  middleware({} as Request, recorder as unknown as Response, () => undefined);
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of headers) res.setHeader(name, value);
    next();
  };
};

/** CORS closed unless CORS_ORIGINS lists origins; then only those get the CORS headers. */
export const cors =
  (origins: readonly string[]): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origins.length === 0 || origin === undefined || !origins.includes(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'x-request-id, Retry-After, RateLimit, RateLimit-Policy');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined) {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
      res.setHeader(
        'Access-Control-Allow-Headers',
        'Authorization, Content-Type, Apollo-Require-Preflight, X-Apollo-Operation-Name, X-Request-Id',
      );
      res.setHeader('Access-Control-Max-Age', '600');
      res.status(204).end();
      return;
    }
    next();
  };
