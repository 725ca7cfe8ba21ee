import { importPKCS8, importSPKI, jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';

export const VIEWER_TOKEN_HEADER = 'x-viewer-token';
export const VIEWER_TOKEN_ISSUER = 'momstride-gateway';
/** A viewer token is minted for one subgraph: its audience is `momstride:<subgraph name>` and no other subgraph takes it. */
export const viewerTokenAudience = (subgraph: string): string => `momstride:${subgraph}`;
export const VIEWER_TOKEN_TYPE = 'viewer';
const ALG = 'EdDSA';

export type ViewerRole = 'admin' | 'member';

/** A personal access token's scopes (issue 13): present only when the request was authenticated by one. */
export type ViewerScope = 'read' | 'write' | 'admin';

/** Who is asking, as the gateway vouches for it. Anonymous viewers have no userId/role. */
export interface Viewer {
  userId?: string;
  role?: ViewerRole;
  /**
   * Scopes of the personal access token the request carried (claim `scp`); absent for a sign-in session.
   * The gateway already acts as role `member` for a token without `admin`.
   */
  scopes?: ViewerScope[];
  /**
   * When she last signed in with her password (seconds since the epoch; claim `auth_time`, carried through her
   * session's refreshes); absent for a personal access token and for anonymous viewers.
   */
  authTime?: number;
  ip: string;
  requestId: string;
}

/** Claims of the internal viewer token (besides iss/aud/typ/iat/exp). */
export interface ViewerClaims {
  /** The subgraph (federation name) the token is for; it becomes the audience `momstride:<subgraph>`. */
  subgraph: string;
  sub?: string;
  role?: ViewerRole;
  /** The personal access token's scopes (claim `scp`), when the request carried one. */
  scopes?: readonly ViewerScope[];
  /** When she signed in with her password (seconds; claim `auth_time`), for a sign-in session. */
  authTime?: number;
  ip: string;
  /** Request id; the gateway leaves it out (its tokens serve many requests) and sends `x-request-id` instead. */
  rid?: string;
}

const claimsSchema = z
  .object({
    sub: z.string().min(1).optional(),
    role: z.enum(['admin', 'member']).optional(),
    scp: z.array(z.enum(['read', 'write', 'admin'])).optional(),
    auth_time: z.number().nonnegative().optional(),
    ip: z.string().min(1),
    rid: z.string().min(1).optional(),
    typ: z.literal(VIEWER_TOKEN_TYPE),
  })
  .refine((claims) => (claims.sub === undefined) === (claims.role === undefined), 'sub and role go together');

/** Signs an internal viewer token (60 s by default). Used by the gateway and by tests. */
export async function signViewerToken(privateKeyPem: string, claims: ViewerClaims, expiresInSeconds = 60): Promise<string> {
  const key = await importPKCS8(privateKeyPem, ALG);
  const payload: Record<string, unknown> = { ip: claims.ip, typ: VIEWER_TOKEN_TYPE };
  if (claims.rid) payload.rid = claims.rid;
  if (claims.role) payload.role = claims.role;
  if (claims.scopes) payload.scp = [...claims.scopes];
  if (claims.authTime !== undefined) payload.auth_time = claims.authTime;
  const jwt = new SignJWT(payload)
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setIssuer(VIEWER_TOKEN_ISSUER)
    .setAudience(viewerTokenAudience(claims.subgraph))
    .setIssuedAt()
    .setExpirationTime(`${expiresInSeconds}s`);
  if (claims.sub) jwt.setSubject(claims.sub);
  return jwt.sign(key);
}

/** Verifies a viewer token; `requestId` (the `x-request-id` header) is used when the token carries no `rid`. */
export type ViewerVerifier = (token: string, requestId?: string) => Promise<Viewer>;

/** Verified tokens kept at most (a viewer token is reused by the gateway for many requests of one viewer). */
const VERIFIED_CACHE_SIZE = 10_000;

interface VerifiedToken {
  readonly viewer: Omit<Viewer, 'requestId'>;
  readonly rid: string | undefined;
  /** Expiry in milliseconds since the epoch. */
  readonly expiresAt: number;
}

/**
 * Returns a verifier bound to the gateway's public key and to one subgraph (the audience it accepts,
 * `momstride:<subgraph>`); it rejects (throws) on any invalid token, including one minted for another subgraph.
 * A token that verified once is remembered until it expires (the same bytes verify the same way), so the
 * Ed25519 check runs once per token rather than once per request.
 */
export function createViewerVerifier(publicKeyPem: string, subgraph: string): ViewerVerifier {
  const audience = viewerTokenAudience(subgraph);
  const keyPromise = importSPKI(publicKeyPem, ALG);
  const verified = new Map<string, VerifiedToken>();
  const viewerOf = (entry: VerifiedToken, requestId: string | undefined): Viewer => ({
    ...entry.viewer,
    requestId: entry.rid ?? requestId ?? '',
  });
  return async (token, requestId) => {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return viewerOf(known, requestId);
      verified.delete(token);
    }
    const { payload } = await jwtVerify(token, await keyPromise, {
      algorithms: [ALG],
      issuer: VIEWER_TOKEN_ISSUER,
      audience,
      requiredClaims: ['exp', 'ip', 'typ'],
    });
    const claims = claimsSchema.parse(payload);
    const viewer: Omit<Viewer, 'requestId'> =
      claims.sub && claims.role
        ? {
            userId: claims.sub,
            role: claims.role,
            ...(claims.scp ? { scopes: claims.scp } : {}),
            ...(claims.auth_time !== undefined ? { authTime: claims.auth_time } : {}),
            ip: claims.ip,
          }
        : { ip: claims.ip };
    const entry: VerifiedToken = { viewer, rid: claims.rid, expiresAt: (payload.exp ?? 0) * 1000 };
    if (verified.size >= VERIFIED_CACHE_SIZE) {
      for (const [cachedToken, cached] of verified) if (cached.expiresAt <= Date.now()) verified.delete(cachedToken);
      if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    }
    verified.set(token, entry);
    return viewerOf(entry, requestId);
  };
}
