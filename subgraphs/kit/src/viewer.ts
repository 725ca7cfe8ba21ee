import { importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const VIEWER_TOKEN_HEADER = 'x-viewer-token';
export const VIEWER_TOKEN_ISSUER = 'momstride-gateway';
export const VIEWER_TOKEN_AUDIENCE = 'momstride-subgraphs';
export const VIEWER_TOKEN_TYPE = 'viewer';
const ALG = 'EdDSA';

export type ViewerRole = 'admin' | 'member';

/** Who is asking, as the gateway vouches for it. Anonymous viewers have no userId/role. */
export interface Viewer {
  userId?: string;
  role?: ViewerRole;
  ip: string;
  requestId: string;
}

/** Claims of the internal viewer token (besides iss/aud/typ/iat/exp). */
export interface ViewerClaims {
  sub?: string;
  role?: ViewerRole;
  ip: string;
  rid: string;
}

const claimsSchema = z
  .object({
    sub: z.string().min(1).optional(),
    role: z.enum(['admin', 'member']).optional(),
    ip: z.string().min(1),
    rid: z.string().min(1),
    typ: z.literal(VIEWER_TOKEN_TYPE),
  })
  .refine((claims) => (claims.sub === undefined) === (claims.role === undefined), 'sub and role go together');

/** Signs an internal viewer token (60 s by default). Used by the gateway and by tests. */
export async function signViewerToken(privateKeyPem: string, claims: ViewerClaims, expiresInSeconds = 60): Promise<string> {
  const key = await importPKCS8(privateKeyPem, ALG);
  const payload: Record<string, unknown> = { ip: claims.ip, rid: claims.rid, typ: VIEWER_TOKEN_TYPE };
  if (claims.role) payload.role = claims.role;
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(VIEWER_TOKEN_ISSUER)
    .setAudience(VIEWER_TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${expiresInSeconds}s`);
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(key);
}

export type ViewerVerifier = (token: string) => Promise<Viewer>;

/** Returns a verifier bound to the gateway's public key; it rejects (throws) on any invalid token. */
export function createViewerVerifier(publicKeyPem: string): ViewerVerifier {
  const keyPromise = importSPKI(publicKeyPem, ALG);
  return async (token) => {
    const { payload } = await jwtVerify(token, await keyPromise, {
      algorithms: [ALG],
      issuer: VIEWER_TOKEN_ISSUER,
      audience: VIEWER_TOKEN_AUDIENCE,
      requiredClaims: ['exp', 'ip', 'rid', 'typ'],
    });
    const claims = claimsSchema.parse(payload);
    const viewer: Viewer = { ip: claims.ip, requestId: claims.rid };
    if (claims.sub && claims.role) {
      viewer.userId = claims.sub;
      viewer.role = claims.role;
    }
    return viewer;
  };
}
