import type { Request } from 'express';
import { ACCESS_TOKEN_SECRET_PREFIX } from '@momstride/kit/http';
import { importSPKI, jwtVerify, type CryptoKey, type KeyObject } from 'jose';

export type Role = 'admin' | 'member';

/** What a personal access token may do: read (queries, GET), write (also mutations and other methods), admin. */
export type TokenScope = 'read' | 'write' | 'admin';

/** The personal access token a request carried (absent for a session's access JWT). */
export interface PersonalAccessTokenUse {
  readonly id: string;
  readonly scopes: readonly TokenScope[];
}

/** What the gateway learnt from the Authorization header. */
export type AuthResult =
  | { readonly state: 'none' }
  | { readonly state: 'invalid' }
  /** A personal access token accounts could not check just now (down or failing): 503 with Retry-After, never 401. */
  | { readonly state: 'unavailable' }
  | {
      readonly state: 'valid';
      readonly userId: string;
      readonly role: Role;
      readonly token?: PersonalAccessTokenUse;
      /** A session's sign-in time (seconds; the access JWT's `auth_time`), passed on in the viewer token. */
      readonly authTime?: number;
    };

export const ACCESS_TOKEN_ISSUER = 'momstride-accounts';
export const ACCESS_TOKEN_AUDIENCE = 'momstride';

export type AccessTokenVerifier = (authorization: string | undefined) => Promise<AuthResult>;

const bearerPattern = /^Bearer\s+(\S+)\s*$/i;

/** Tells whether a user's sessions were revoked at or after a token's `iat` (seconds). */
export type RevocationCheck = (userId: string, issuedAtSeconds: number) => boolean;

/**
 * Verifies `Authorization: Bearer <jwt>` access tokens minted by accounts. The algorithm is pinned to EdDSA,
 * so `alg: none`, HS* and RS* tokens fail like forged or expired ones. A token issued no later than its
 * user's latest session revocation (deleted user, role change, password reset) is invalid too.
 */
/** Verified access tokens kept at most (each until it expires). */
const VERIFIED_CACHE_SIZE = 20_000;

interface VerifiedAccessToken {
  readonly userId: string;
  readonly role: Role;
  readonly issuedAtSeconds: number;
  readonly expiresAtMs: number;
  readonly authTime: number | undefined;
}

export const createAccessTokenVerifier = async (
  publicKeyPem: string,
  isRevoked: RevocationCheck = () => false,
  now: () => number = Date.now,
): Promise<AccessTokenVerifier> => {
  const key: CryptoKey | KeyObject = await importSPKI(publicKeyPem, 'EdDSA');
  // The signature and claims of a token are checked once; its expiry and its user's revocations on every use.
  const verified = new Map<string, VerifiedAccessToken>();
  const remember = (token: string, entry: VerifiedAccessToken) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      const at = now();
      for (const [known, cached] of verified) if (cached.expiresAtMs <= at) verified.delete(known);
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    }
    verified.set(token, entry);
  };
  const verify = async (token: string): Promise<VerifiedAccessToken | undefined> => {
    const known = verified.get(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['EdDSA'],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
        currentDate: new Date(now()),
      });
      const role = payload['role'];
      if (payload['typ'] !== 'access' || typeof payload.sub !== 'string' || payload.sub === '') return undefined;
      if (role !== 'admin' && role !== 'member') return undefined;
      if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number') return undefined;
      const authTime = typeof payload['auth_time'] === 'number' && payload['auth_time'] >= 0 ? payload['auth_time'] : undefined;
      const entry: VerifiedAccessToken = { userId: payload.sub, role: role as Role, issuedAtSeconds: payload.iat, expiresAtMs: payload.exp * 1000, authTime };
      remember(token, entry);
      return entry;
    } catch {
      return undefined;
    }
  };
  return async (authorization) => {
    if (authorization === undefined || authorization.trim() === '') return { state: 'none' };
    const match = bearerPattern.exec(authorization);
    if (!match?.[1]) return { state: 'invalid' };
    const token = await verify(match[1]);
    if (!token) return { state: 'invalid' };
    if (token.expiresAtMs <= now()) {
      verified.delete(match[1]);
      return { state: 'invalid' };
    }
    if (isRevoked(token.userId, token.issuedAtSeconds)) return { state: 'invalid' };
    return { state: 'valid', userId: token.userId, role: token.role, ...(token.authTime === undefined ? {} : { authTime: token.authTime }) };
  };
};

/**
 * Admin rights fail closed (docs/security.md, L1): a demotion reaches the subgraphs only through the revocation poll,
 * so while that view is stale (`isCurrent` false: no successful poll for a few seconds) an admin role claim, of a
 * session or of a personal access token, counts as member. Accounts re-reads the role itself and is unaffected.
 */
export const withAdminFailingClosed =
  (verify: AccessTokenVerifier, isCurrent: () => boolean): AccessTokenVerifier =>
  async (authorization) => {
    const result = await verify(authorization);
    if (result.state !== 'valid' || result.role !== 'admin' || isCurrent()) return result;
    return { ...result, role: 'member' };
  };

/** A bearer value that is a personal access token (accounts issues them as `msp_…`). */
const personalAccessTokenPattern = new RegExp(`^Bearer\\s+(${ACCESS_TOKEN_SECRET_PREFIX}\\S*)\\s*$`, 'i');

/**
 * Accepts personal access tokens beside access JWTs: a bearer value starting `msp_` goes to `verifyPersonalToken`
 * (personal-access-tokens.ts), anything else to `verifyAccessToken`.
 */
export const withPersonalAccessTokens =
  (verifyAccessToken: AccessTokenVerifier, verifyPersonalToken: (secret: string) => Promise<AuthResult>): AccessTokenVerifier =>
  async (authorization) => {
    const match = authorization === undefined ? null : personalAccessTokenPattern.exec(authorization);
    return match?.[1] ? verifyPersonalToken(match[1]) : verifyAccessToken(authorization);
  };

/** The Authorization header of an express request (first value when repeated). */
export const authorizationOf = (req: Request): string | undefined => {
  const value = req.headers.authorization;
  return Array.isArray(value) ? value[0] : value;
};
