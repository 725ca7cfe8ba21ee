import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { GraphQLError, type OperationTypeNode } from 'graphql';
import type { AccessTokenVerifier, AuthResult } from './auth.js';
import { requestAuth } from './context.js';
import { READ_ONLY_TOKEN_MESSAGE, isReadOnlyToken } from './personal-access-tokens.js';

/** Methods a read-only personal access token may use on /api (the live stream is a GET). */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A personal access token without the write scope reads only: GraphQL operations other than `query` are refused
 * before they run (HTTP 403, FORBIDDEN). Undefined when the operation may run.
 */
export const tokenScopeRefusal = (auth: AuthResult | undefined, operation: OperationTypeNode | 'query' | 'mutation' | 'subscription'): GraphQLError | undefined =>
  auth && operation !== 'query' && isReadOnlyToken(auth)
    ? new GraphQLError(READ_ONLY_TOKEN_MESSAGE, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })
    : undefined;

/**
 * On /api (REST routes and uploads): a personal access token without the write scope gets 403
 * `{"detail": "This token can only read (scope read)"}` for any method but GET/HEAD/OPTIONS, before the route runs.
 */
export const readOnlyTokenGuard =
  (verifyAccessToken: AccessTokenVerifier): RequestHandler =>
  (req: Request, res: Response, next: NextFunction) => {
    if (READ_METHODS.has(req.method)) return next();
    requestAuth(req, verifyAccessToken).then((auth) => {
      if (isReadOnlyToken(auth)) {
        res.status(403).json({ detail: READ_ONLY_TOKEN_MESSAGE });
        return;
      }
      next();
    }, next);
  };
