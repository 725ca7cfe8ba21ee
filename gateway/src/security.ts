import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

/**
 * helmet with a CSP that fits the Vite SPA: own scripts only, inline styles for styled-components,
 * images from self, data:, blob: and https: (gallery photos are links to images elsewhere), API calls to self.
 */
export const securityHeaders = (): RequestHandler =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        scriptSrcAttr: ["'none'"],
      },
    },
    // Same-origin only by default; the SPA never embeds cross-origin resources that need CORP opt-in.
    crossOriginEmbedderPolicy: false,
  });

/** CORS closed unless CORS_ORIGINS lists origins; then only those get the CORS headers. */
export const cors =
  (origins: readonly string[]): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    const origin = req.headers.origin;
    if (origins.length === 0 || origin === undefined || !origins.includes(origin)) return next();
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Vary', 'Origin');
    res.setHeader('Access-Control-Expose-Headers', 'x-request-id, Retry-After');
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
