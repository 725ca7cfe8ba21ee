import type { Request } from 'express';
import type { Logger } from 'pino';
import { authorizationOf, type AccessTokenVerifier, type AuthResult } from './auth.js';
import type { ViewerTokenSigner } from './viewer-token.js';

/** Per-request context shared by the GraphQL HTTP path and the in-process REST layer. */
export type GatewayContext = {
  readonly auth: AuthResult;
  readonly ip: string;
  readonly requestId: string;
  readonly log: Logger;
  /** The internal viewer token for a call to `subgraph` (signed lazily, shared by the viewer's requests for 30 s). */
  readonly viewerToken: (subgraph: string) => Promise<string>;
  /** Aborted when the client goes away before its answer is sent: in-flight subgraph calls are abandoned. */
  readonly signal?: AbortSignal;
};

export interface ContextDeps {
  readonly verifyAccessToken: AccessTokenVerifier;
  readonly signViewerToken: ViewerTokenSigner;
}

/** Client address as express sees it: the socket peer unless TRUST_PROXY names trusted proxies. */
export const clientAddressOf = (req: Request): string => {
  const address = req.ip ?? req.socket.remoteAddress ?? 'unknown';
  // IPv4 peers of a dual-stack listener appear as ::ffff:a.b.c.d; one client, one key.
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
};

/** Request id assigned by the request logger (logger.ts). */
export const requestIdOf = (req: Request): string => String(req.id);

/**
 * A request's context. `log` is a getter on the class, not on the object: Apollo clones the context of in-process
 * operations (the REST layer) by copying own properties, and a request's child logger is made only when used.
 */
class RequestContext implements GatewayContext {
  constructor(
    private readonly req: Request,
    readonly auth: AuthResult,
    readonly ip: string,
    readonly requestId: string,
    readonly viewerToken: (subgraph: string) => Promise<string>,
    readonly signal: AbortSignal,
  ) {}

  get log(): Logger {
    return this.req.log;
  }
}

/** Each request's AuthResult, resolved once (the rate limit and the context builder both need it), and by which verifier. */
const authOfRequest = new WeakMap<Request, { readonly verify: AccessTokenVerifier; readonly auth: Promise<AuthResult> }>();

/**
 * What `req`'s Authorization header means, verified once per request however many callers ask. Callers pass the same
 * verifier (app.ts); one that passes another gets its own answer, never a result the other verifier gave.
 */
export const requestAuth = (req: Request, verify: AccessTokenVerifier): Promise<AuthResult> => {
  const known = authOfRequest.get(req);
  if (known !== undefined && known.verify === verify) return known.auth;
  const auth = verify(authorizationOf(req));
  authOfRequest.set(req, { verify, auth });
  return auth;
};

export const createContextBuilder =
  ({ verifyAccessToken, signViewerToken }: ContextDeps) =>
  async (req: Request): Promise<GatewayContext> => {
    const auth = await requestAuth(req, verifyAccessToken);
    const ip = clientAddressOf(req);
    return new RequestContext(req, auth, ip, requestIdOf(req), (subgraph) => signViewerToken({ subgraph, auth, ip }), abortSignalOf(req));
  };

/**
 * A signal aborted when the client disconnects before the response is complete (the response closes unfinished),
 * so the subgraph calls made for a request nobody waits for any more stop at once.
 */
export const abortSignalOf = (req: Request): AbortSignal => {
  const controller = new AbortController();
  const res = req.res;
  if (res) {
    res.once('close', () => {
      if (!res.writableFinished) controller.abort(new Error('client request aborted'));
    });
  }
  return controller.signal;
};
