import type { Request } from 'express';
import { importSPKI, jwtVerify, type CryptoKey, type KeyObject } from 'jose';

export type Role = 'admin' | 'member';

/** What the gateway learnt from the Authorization header. */
export type AuthResult =
  | { readonly state: 'none' }
  | { readonly state: 'invalid' }
  | { readonly state: 'valid'; readonly userId: string; readonly role: Role };

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
export const createAccessTokenVerifier = async (
  publicKeyPem: string,
  isRevoked: RevocationCheck = () => false,
): Promise<AccessTokenVerifier> => {
  const key: CryptoKey | KeyObject = await importSPKI(publicKeyPem, 'EdDSA');
  return async (authorization) => {
    if (authorization === undefined || authorization.trim() === '') return { state: 'none' };
    const match = bearerPattern.exec(authorization);
    if (!match?.[1]) return { state: 'invalid' };
    try {
      const { payload } = await jwtVerify(match[1], key, {
        algorithms: ['EdDSA'],
        issuer: ACCESS_TOKEN_ISSUER,
        audience: ACCESS_TOKEN_AUDIENCE,
        requiredClaims: ['sub', 'exp', 'iat'],
      });
      const role = payload['role'];
      if (payload['typ'] !== 'access' || typeof payload.sub !== 'string' || payload.sub === '') return { state: 'invalid' };
      if (role !== 'admin' && role !== 'member') return { state: 'invalid' };
      if (typeof payload.iat !== 'number' || isRevoked(payload.sub, payload.iat)) return { state: 'invalid' };
      return { state: 'valid', userId: payload.sub, role };
    } catch {
      return { state: 'invalid' };
    }
  };
};

/** The Authorization header of an express request (first value when repeated). */
export const authorizationOf = (req: Request): string | undefined => {
  const value = req.headers.authorization;
  return Array.isArray(value) ? value[0] : value;
};
