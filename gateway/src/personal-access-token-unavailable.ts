import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { AccessTokenVerifier } from './auth.js';
import { requestAuth } from './context.js';
import { sendGatewayRefusal } from './gateway-refusal.js';
import { OPENAPI_PATH } from './rest/openapi/extra-paths.js';
import { UNAVAILABLE_RETRY_AFTER_SECONDS, unavailableMessage } from './subgraph-data-source.js';

/**
 * On /graphql and /api: a personal access token that accounts could not check just now (down, restarting or failing,
 * and the token not in the gateway's cache) is answered 503 with `Retry-After`, in accounts' words ("Member accounts
 * and sign-in are temporarily unavailable…", SERVICE_UNAVAILABLE on /graphql). Never 401, which tells an integration
 * its token is dead, and never served as an anonymous request.
 */
export const personalAccessTokenUnavailableGuard =
  (verifyAccessToken: AccessTokenVerifier): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    if (req.baseUrl === '/api' && req.path === OPENAPI_PATH.slice('/api'.length)) return next();
    requestAuth(req, verifyAccessToken).then((auth) => {
      if (auth.state !== 'unavailable') return next();
      sendGatewayRefusal(req, res, {
        status: 503,
        message: unavailableMessage('accounts'),
        code: 'SERVICE_UNAVAILABLE',
        retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
        extensions: { serviceName: 'accounts' },
      });
    }, next);
  };
