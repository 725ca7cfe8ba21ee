import { randomUUID } from 'node:crypto';
import { importPKCS8, SignJWT, type CryptoKey, type KeyObject } from 'jose';
import type { AuthResult } from './auth.js';

export const VIEWER_TOKEN_ISSUER = 'momstride-gateway';
export const VIEWER_TOKEN_AUDIENCE = 'momstride-subgraphs';
export const VIEWER_TOKEN_TTL_SECONDS = 60;

export interface ViewerClaims {
  readonly auth: AuthResult;
  /** Client address as the gateway saw it (express req.ip under TRUST_PROXY). */
  readonly ip: string;
  /** Request id, also sent as x-request-id. */
  readonly requestId: string;
}

export type ViewerTokenSigner = (claims: ViewerClaims) => Promise<string>;

/** Signs the short-lived internal viewer token every subgraph call carries in `x-viewer-token`. */
export const createViewerTokenSigner = async (privateKeyPem: string): Promise<ViewerTokenSigner> => {
  const key: CryptoKey | KeyObject = await importPKCS8(privateKeyPem, 'EdDSA');
  return async ({ auth, ip, requestId }) => {
    const claims: Record<string, string> = { typ: 'viewer', ip, rid: requestId };
    if (auth.state === 'valid') claims['role'] = auth.role;
    const jwt = new SignJWT(claims)
      .setProtectedHeader({ alg: 'EdDSA', typ: 'JWT' })
      .setIssuer(VIEWER_TOKEN_ISSUER)
      .setAudience(VIEWER_TOKEN_AUDIENCE)
      .setIssuedAt()
      .setJti(randomUUID())
      .setExpirationTime(`${VIEWER_TOKEN_TTL_SECONDS}s`);
    if (auth.state === 'valid') jwt.setSubject(auth.userId);
    return jwt.sign(key);
  };
};
