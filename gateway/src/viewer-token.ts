import { importPKCS8, SignJWT, type CryptoKey, type KeyObject } from 'jose';
import type { AuthResult } from './auth.js';

export const VIEWER_TOKEN_ISSUER = 'momstride-gateway';
/** Each subgraph accepts only tokens minted for it (docs/contracts.md, "Tokens"): a token replayed to another subgraph is refused. */
export const viewerTokenAudience = (subgraph: string): string => `momstride:${subgraph}`;
export const VIEWER_TOKEN_TTL_SECONDS = 60;
/** A signed token is reused for this long, so every token a subgraph receives has at least 30 s left. */
export const VIEWER_TOKEN_REUSE_MS = 30_000;
/** Signed tokens kept at most (one per subgraph, viewer and client address seen in the last half minute). */
const CACHE_SIZE = 10_000;

export interface ViewerClaims {
  /** The subgraph called (federation name); the token's audience is `momstride:<subgraph>`. */
  readonly subgraph: string;
  readonly auth: AuthResult;
  /** Client address as the gateway saw it (express req.ip under TRUST_PROXY). */
  readonly ip: string;
}

export type ViewerTokenSigner = (claims: ViewerClaims) => Promise<string>;

interface SignedToken {
  readonly token: Promise<string>;
  readonly signedAt: number;
}

/**
 * Signs the short-lived internal viewer token every subgraph call carries in `x-viewer-token`: for which subgraph
 * (audience `momstride:<subgraph>`), who (user id and role, or anonymous; a personal access token's scopes in `scp`)
 * and from which client address, valid
 * 60 s. One token per subgraph, viewer and address is signed and reused for half its life instead of one per
 * request; the request id travels in `x-request-id`.
 */
export const createViewerTokenSigner = async (privateKeyPem: string, now: () => number = Date.now): Promise<ViewerTokenSigner> => {
  const key: CryptoKey | KeyObject = await importPKCS8(privateKeyPem, 'EdDSA');
  const sign = ({ subgraph, auth, ip }: ViewerClaims): Promise<string> => {
    const claims: Record<string, string | string[] | number> = { typ: 'viewer', ip };
    if (auth.state === 'valid') claims['role'] = auth.role;
    // A personal access token's scopes (`scp`): subgraphs tell such a request from a sign-in session by them.
    if (auth.state === 'valid' && auth.token) claims['scp'] = [...auth.token.scopes];
    // A session's sign-in time (`auth_time`): accounts asks for the password again when it is not recent.
    if (auth.state === 'valid' && !auth.token && auth.authTime !== undefined) claims['auth_time'] = auth.authTime;
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
      .setIssuer(VIEWER_TOKEN_ISSUER)
      .setAudience(viewerTokenAudience(subgraph))
      .setIssuedAt(Math.floor(now() / 1000))
      .setExpirationTime(Math.floor(now() / 1000) + VIEWER_TOKEN_TTL_SECONDS);
    if (auth.state === 'valid') jwt.setSubject(auth.userId);
    return jwt.sign(key);
  };
  const signed = new Map<string, SignedToken>();
  return (claims) => {
    const { subgraph, auth, ip } = claims;
    const scopes = auth.state === 'valid' && auth.token ? auth.token.scopes.join(',') : '';
    const authTime = auth.state === 'valid' && !auth.token ? String(auth.authTime ?? '') : '';
    const viewer = auth.state === 'valid' ? `${auth.userId}\u0000${auth.role}\u0000${scopes}\u0000${authTime}` : '\u0000';
    const cacheKey = `${subgraph}\u0000${viewer}\u0000${ip}`;
    const at = now();
    const known = signed.get(cacheKey);
    if (known && at - known.signedAt < VIEWER_TOKEN_REUSE_MS) return known.token;
    if (known) signed.delete(cacheKey);
    else if (signed.size >= CACHE_SIZE) {
      for (const [oldKey, old] of signed) if (at - old.signedAt >= VIEWER_TOKEN_REUSE_MS) signed.delete(oldKey);
      if (signed.size >= CACHE_SIZE) signed.delete(signed.keys().next().value!);
    }
    const token = sign(claims);
    signed.set(cacheKey, { token, signedAt: at });
    token.catch(() => signed.delete(cacheKey));
    return token;
  };
};
