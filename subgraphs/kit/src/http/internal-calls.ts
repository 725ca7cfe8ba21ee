/**
 * Service-to-service calls (docs/contracts.md, "Internal calls"): a caller (a subgraph, or the gateway) calls another
 * subgraph's `/internal/*` HTTP endpoint with an internal token in `x-internal-token` — an Ed25519 JWT of its own key
 * pair (INTERNAL_TOKEN_PRIVATE_KEY / INTERNAL_TOKEN_PUBLIC_KEY, never the viewer tokens' keys) with `typ: internal`,
 * `iss: <caller>`, `aud: internal:<target>` and a 60 s life. A member's viewer token is never accepted there, and a
 * token minted for one subgraph is refused by every other.
 *
 * A call has a deadline; a target that cannot be reached, does not answer in time, or answers 5xx is "unavailable":
 * the call throws SERVICE_UNAVAILABLE with a retry hint (REST 503 with Retry-After at the gateway), so the caller
 * never mistakes an owner it could not ask for an owner that said no.
 */
import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response as ExpressResponse } from 'express';
import { GraphQLError } from 'graphql';
import { importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';
import { withTraceHeaders } from '../telemetry/spans.js';

export const INTERNAL_TOKEN_HEADER = 'x-internal-token';
export const INTERNAL_TOKEN_TYPE = 'internal';
/** An internal token names the one service it is for: `internal:<target>`. */
export const internalTokenAudience = (target: string): string => `internal:${target}`;
export const INTERNAL_TOKEN_TTL_SECONDS = 60;
/** A signed token is reused for this long, so every token a target receives has at least 30 s left. */
const INTERNAL_TOKEN_REUSE_MS = 30_000;
/** Deadline of an internal call unless the caller gives one. */
export const INTERNAL_CALL_DEADLINE_MS = 3_000;
/** Seconds a client is told to wait when a service another depends on cannot be asked (`Retry-After`). */
export const OWNER_UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
const ALG = 'EdDSA';

/** What a member reads when a service this one must ask is unavailable (the gateway words it by area). */
export const OWNER_UNAVAILABLE_MESSAGE = 'Temporarily unavailable. Please try again in a moment.';

/**
 * SERVICE_UNAVAILABLE: the owner of some data could not be asked (down, too slow, failing). Never a 404: whether the
 * thing exists is unknown. The REST layer answers 503 with `Retry-After`.
 */
export class OwnerUnavailableError extends GraphQLError {
  constructor(
    readonly target: string,
    readonly reason: string,
  ) {
    super(OWNER_UNAVAILABLE_MESSAGE, {
      extensions: { code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: OWNER_UNAVAILABLE_RETRY_AFTER_SECONDS },
    });
  }
}

export const ownerUnavailable = (target: string, reason: string): OwnerUnavailableError => new OwnerUnavailableError(target, reason);

/** Signs an internal token for a target (cached: one token per target, reused for half its life). */
export type InternalTokenSigner = (target: string) => Promise<string>;

export const createInternalTokenSigner = (privateKeyPem: string, caller: string, now: () => number = Date.now): InternalTokenSigner => {
  const key = importPKCS8(privateKeyPem, ALG);
  const signed = new Map<string, { token: Promise<string>; signedAt: number }>();
  return (target) => {
    const at = now();
    const known = signed.get(target);
    if (known && at - known.signedAt < INTERNAL_TOKEN_REUSE_MS) return known.token;
    const seconds = Math.floor(at / 1000);
    const token = key.then((privateKey) =>
      new SignJWT({ typ: INTERNAL_TOKEN_TYPE })
        .setProtectedHeader({ alg: ALG, typ: 'JWT' })
        .setIssuer(caller)
        .setAudience(internalTokenAudience(target))
        .setIssuedAt(seconds)
        .setExpirationTime(seconds + INTERNAL_TOKEN_TTL_SECONDS)
        .sign(privateKey),
    );
    signed.set(target, { token, signedAt: at });
    token.catch(() => signed.delete(target));
    return token;
  };
};

/** Verifies an internal token meant for `self`; resolves to the caller's name, throws on anything else. */
export type InternalTokenVerifier = (token: string) => Promise<{ caller: string }>;

export const createInternalTokenVerifier = (publicKeyPem: string, self: string): InternalTokenVerifier => {
  const key = importSPKI(publicKeyPem, ALG);
  return async (token) => {
    const { payload } = await jwtVerify(token, await key, {
      algorithms: [ALG],
      audience: internalTokenAudience(self),
      requiredClaims: ['exp', 'iat', 'iss', 'typ'],
      maxTokenAge: `${INTERNAL_TOKEN_TTL_SECONDS + 5}s`,
    });
    if (payload.typ !== INTERNAL_TOKEN_TYPE || typeof payload.iss !== 'string' || payload.iss === '') throw new Error('not an internal token');
    return { caller: payload.iss };
  };
};

/** The caller named by a request that passed `requireInternalCaller`. */
export const internalCallerOf = (res: ExpressResponse): string => res.locals.internalCaller as string;

/**
 * Express middleware for `/internal/*` routes: only an internal token for this service (and, when `allowedCallers` is
 * given, from one of them) passes; anything else — no token, a viewer token, a token for another service, an expired
 * one — is answered 401 (403 for a valid token of a caller not allowed). `verify` absent (no public key configured):
 * every request is refused.
 */
export const requireInternalCallerWith =
  (verify: InternalTokenVerifier | undefined, onRefused?: (reason: string) => void) =>
  (allowedCallers?: readonly string[]): RequestHandler =>
  async (req: Request, res: ExpressResponse, next: NextFunction) => {
    const token = req.headers[INTERNAL_TOKEN_HEADER];
    if (!verify || typeof token !== 'string' || token === '') {
      res.status(401).json({ error: 'An internal token is required' });
      return;
    }
    let caller: string;
    try {
      ({ caller } = await verify(token));
    } catch (error) {
      onRefused?.(error instanceof Error ? error.message : String(error));
      res.status(401).json({ error: 'Invalid internal token' });
      return;
    }
    if (allowedCallers && !allowedCallers.includes(caller)) {
      res.status(403).json({ error: `${caller} may not call this endpoint` });
      return;
    }
    res.locals.internalCaller = caller;
    next();
  };

export interface InternalCallInit {
  readonly method?: 'GET' | 'POST';
  /** JSON body (makes the call a POST unless `method` says otherwise). */
  readonly body?: unknown;
  /** The whole exchange (headers and body) ends within this; INTERNAL_CALL_DEADLINE_MS unless given. */
  readonly deadlineMs?: number;
  /** Sent as `x-request-id` (a fresh id unless given). */
  readonly requestId?: string;
}

export interface InternalClient {
  /** The caller's own name (the tokens' `iss`). */
  readonly caller: string;
  /**
   * Calls `path` on `target` (a subgraph name). Resolves with the response for any status below 500 (the caller reads
   * 4xx itself); throws OwnerUnavailableError when the target cannot be reached, misses the deadline, or answers 5xx.
   * The body is read within the deadline too: the response handed back is complete.
   */
  call(target: string, path: string, init?: InternalCallInit): Promise<Response>;
  /** The base URL of `target` (throws when none is configured). */
  baseUrlOf(target: string): string;
}

/**
 * An internal endpoint's JSON answer (the kit's internalJson on the other side): null for a 404 (none); any other
 * status that is not 2xx breaks the contract and throws.
 */
export async function internalJsonCall<T>(internal: Pick<InternalClient, 'call'>, target: string, path: string, init?: InternalCallInit): Promise<T | null> {
  const response = await internal.call(target, path, init);
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`${target} answered ${response.status} to ${path.split('?')[0]}`);
  return (await response.json()) as T;
}

export interface InternalClientOptions {
  /** This service's name (a subgraph's federation name, or `gateway`). */
  readonly caller: string;
  readonly privateKeyPem: string;
  /** Base URL (no trailing /graphql) of each service by name. */
  readonly baseUrls: Readonly<Record<string, string>>;
  readonly defaultDeadlineMs?: number;
  /** Told why a call counted as unavailable (for the caller's log). */
  readonly onUnavailable?: (target: string, reason: string) => void;
}

/** Base URLs from a `SUBGRAPH_URLS`-style map of name → GraphQL URL (the `/graphql` path dropped). */
export const baseUrlsOf = (graphqlUrls: Readonly<Record<string, string>>): Record<string, string> =>
  Object.fromEntries(Object.entries(graphqlUrls).map(([name, url]) => [name, url.replace(/\/graphql\/?$/, '').replace(/\/$/, '')]));

export const createInternalClient = (options: InternalClientOptions): InternalClient => {
  const sign = createInternalTokenSigner(options.privateKeyPem, options.caller);
  const baseUrlOf = (target: string): string => {
    const base = options.baseUrls[target];
    if (!base) throw new Error(`No URL is configured for ${target} (SUBGRAPH_URLS)`);
    return base;
  };
  const unavailable = (target: string, reason: string): OwnerUnavailableError => {
    options.onUnavailable?.(target, reason);
    return ownerUnavailable(target, reason);
  };
  return {
    caller: options.caller,
    baseUrlOf,
    async call(target, path, init = {}) {
      const url = `${baseUrlOf(target)}${path.startsWith('/') ? path : `/${path}`}`;
      const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
      // fetch is not instrumented: the caller's trace goes with the call by its `traceparent` (docs/operations.md, "Tracing").
      const headers: Record<string, string> = withTraceHeaders({
        [INTERNAL_TOKEN_HEADER]: await sign(target),
        'x-request-id': init.requestId ?? `internal-${options.caller}-${randomUUID()}`,
        accept: 'application/json',
      });
      if (init.body !== undefined) headers['content-type'] = 'application/json';
      const deadlineMs = init.deadlineMs ?? options.defaultDeadlineMs ?? INTERNAL_CALL_DEADLINE_MS;
      const signal = AbortSignal.timeout(deadlineMs);
      let response: Response;
      let body: ArrayBuffer;
      try {
        response = await fetch(url, {
          method,
          headers,
          ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
          signal,
        });
        // Read within the deadline: a target that sends headers and stalls is as unavailable as a silent one.
        body = await response.arrayBuffer();
      } catch (error) {
        const reason = signal.aborted ? `no answer within ${deadlineMs} ms` : error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
        throw unavailable(target, reason);
      }
      if (response.status >= 500) throw unavailable(target, `HTTP ${response.status}`);
      return new Response(response.status === 204 || response.status === 304 ? null : body, { status: response.status, headers: response.headers });
    },
  };
};
