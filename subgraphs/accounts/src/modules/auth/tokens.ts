import { createHash, randomBytes } from 'node:crypto';
import { importPKCS8, SignJWT } from 'jose';
import type { Role } from '../users/user.enums.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** A sign-in's refresh-token family ends this long after the sign-in, however often it was rotated. */
export const REFRESH_FAMILY_MAX_AGE_MS = 90 * 24 * 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const ACCESS_TOKEN_ISSUER = 'momstride-accounts';
export const ACCESS_TOKEN_AUDIENCE = 'momstride';

/**
 * `issuedAtMs`: the token's `iat` in milliseconds (the database clock's, session.ts); now by default. `signedInAtMs`:
 * when the member last proved who she is (her sign-in, kept through refreshes), the `auth_time` claim; `iat` by default.
 */
export type AccessTokenSigner = (user: { id: string; role: Role }, issuedAtMs?: number, signedInAtMs?: number) => Promise<string>;

/**
 * Signs 15-minute EdDSA access tokens: sub, role, typ "access", iss, aud, iat, exp, and `auth_time` (seconds, as
 * OpenID Connect names it: when she signed in with her password; refreshes carry it over, docs/security.md). `iat` carries
 * milliseconds (a NumericDate may be fractional, RFC 7519 §2), so the gateway can tell a token issued just
 * after a session revocation from one issued just before it within the same second.
 */
export function createAccessTokenSigner(privateKeyPem: string): AccessTokenSigner {
  const keyPromise = importPKCS8(privateKeyPem, 'EdDSA');
  return async (user, issuedAtMs = Date.now(), signedInAtMs = issuedAtMs) =>
    new SignJWT({ role: user.role, typ: 'access', auth_time: Math.floor(signedInAtMs / 1000) })
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
      .setSubject(user.id)
      .setIssuer(ACCESS_TOKEN_ISSUER)
      .setAudience(ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(Math.floor(issuedAtMs) / 1000)
      .setExpirationTime(Math.floor(issuedAtMs / 1000) + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await keyPromise);
}

/** SHA-256 (hex) of an opaque token: what the database stores. */
export const hashOpaqueToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new opaque token (32 random bytes, base64url) and its hash. */
export function newOpaqueToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashOpaqueToken(token) };
}

/** Opaque tokens we issue are 43 base64url characters; anything else cannot be valid. */
export const looksLikeOpaqueToken = (token: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(token);
