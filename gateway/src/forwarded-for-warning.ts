import type { NextFunction, Request, Response } from 'express';
import type { Logger } from 'pino';

export const UNTRUSTED_FORWARDED_FOR_WARNING =
  'Requests carry X-Forwarded-For but TRUST_PROXY is off: every client behind the proxy shares the proxy\'s address, ' +
  'so per-address limits (sign-in, sign-up, forgot password) count them all together. If the gateway runs behind a ' +
  'reverse proxy or load balancer, set TRUST_PROXY (e.g. 1 for one proxy hop, or the proxy\'s address) so the client ' +
  'address is read from X-Forwarded-For; leave it off when clients reach the gateway directly.';

/** True when a request says it came through a proxy (X-Forwarded-For) that the gateway was not told to trust. */
export const forwardedForIgnored = (trustProxy: boolean | number | string, req: Pick<Request, 'headers'>): boolean =>
  trustProxy === false && req.headers['x-forwarded-for'] !== undefined;

/**
 * Middleware that logs UNTRUSTED_FORWARDED_FOR_WARNING once per process, at the first request carrying
 * X-Forwarded-For while TRUST_PROXY is off (the header is then ignored, rightly, since anyone could send it).
 */
export function warnOnUntrustedForwardedFor(trustProxy: boolean | number | string, logger: Pick<Logger, 'warn'>) {
  let warned = false;
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (!warned && forwardedForIgnored(trustProxy, req)) {
      warned = true;
      logger.warn({ trustProxy: false, remoteAddress: req.socket.remoteAddress }, UNTRUSTED_FORWARDED_FOR_WARNING);
    }
    next();
  };
}
