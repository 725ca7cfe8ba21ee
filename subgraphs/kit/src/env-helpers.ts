/**
 * `@momstride/kit/env`: the environment parsers (zod) shared by the subgraphs and the gateway, one source for both;
 * they depend on nothing beyond node and zod. The subgraphs' common variables are in env.ts.
 */
import { createPrivateKey, createPublicKey } from 'node:crypto';
import { z } from 'zod';

/** Turns literal "\n" escapes (common in .env files and container env) into real newlines. */
export const pemFromEnv = (value: string): string => value.replace(/\\n/g, '\n').trim();

/** A required PEM key from env (literal backslash-n escapes become newlines). */
export const pemEnv = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .transform(pemFromEnv)
    .refine((value) => value.startsWith('-----BEGIN '), `${label} must be a PEM-encoded key`);

/** True when `pem` is an Ed25519 key of that kind (public: SPKI; private: PKCS#8) that node:crypto can read. */
export const isEd25519Pem = (pem: string, kind: 'public' | 'private'): boolean => {
  // createPublicKey would derive the public half of a private key: a private key is never accepted as a public one.
  if (kind === 'public' && /PRIVATE KEY-----/.test(pem)) return false;
  try {
    const key = kind === 'public' ? createPublicKey(pem) : createPrivateKey(pem);
    return key.type === kind && key.asymmetricKeyType === 'ed25519';
  } catch {
    return false;
  }
};

/** A required Ed25519 key in PEM from env: refused at start-up when it cannot be read (not on the first request). */
export const ed25519KeyEnv = (label: string, kind: 'public' | 'private') =>
  pemEnv(label).refine((value) => !value.startsWith('-----BEGIN ') || isEd25519Pem(value, kind), {
    message: `${label} is not a readable Ed25519 ${kind} key (PEM)`,
  });

/**
 * A 256-bit secret key (HMAC or AES-256-GCM) in base64 or base64url: 32 bytes, else start-up stops naming the variable.
 * Generate one with `openssl rand -base64 32`.
 */
export const secretKeyEnv = (label: string) =>
  z
    .string({ error: `${label} is required (32 random bytes in base64: openssl rand -base64 32)` })
    .transform((value, ctx) => {
      const text = value.trim();
      const bytes = /^[A-Za-z0-9+/_-]+={0,2}$/.test(text) ? Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64') : Buffer.alloc(0);
      if (bytes.length !== 32) {
        ctx.addIssue({ code: 'custom', message: `${label} must be 32 random bytes in base64 (openssl rand -base64 32)` });
        return z.NEVER;
      }
      return bytes;
    });

/** Boolean env flag: "true"/"1"/"yes"/"on" → true, "false"/"0"/"no"/"off" → false; unset or empty → default. */
export const envFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? defaultValue : ['true', '1', 'yes', 'on'].includes(value)));

/** A JSON object of name → URL; empty when unset; anything else is `message`. */
export const urlMapEnv = (message: string) =>
  z
    .string()
    .optional()
    .transform((value, ctx): Record<string, string> => {
      if (value === undefined || value.trim() === '') return {};
      try {
        return z.record(z.string(), z.url()).parse(JSON.parse(value));
      } catch {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    });

/** A JSON object of subgraph name → GraphQL URL (`{"accounts":"http://accounts:4001/graphql",…}`); empty when unset. */
export const subgraphUrlsEnv = urlMapEnv('SUBGRAPH_URLS must be a JSON object of name → GraphQL URL');

/**
 * A comma-separated list of http(s) origins (`http://127.0.0.1:4599,https://example.test`), each reduced to its origin;
 * empty when unset. An entry that is not an http(s) URL stops start-up, naming it.
 */
export const originListEnv = () =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      const origins: string[] = [];
      for (const entry of (value ?? '').split(',').map((part) => part.trim()).filter(Boolean)) {
        let origin: string;
        try {
          origin = new URL(entry).origin;
        } catch {
          origin = 'null';
        }
        if (origin === 'null' || !/^https?:/.test(origin)) ctx.addIssue({ code: 'custom', message: `"${entry}" is not an http(s) origin` });
        else origins.push(origin);
      }
      return origins;
    });

/**
 * Where a service serves its Prometheus metrics (`GET /metrics`, metrics/listener.ts): METRICS_HOST (loopback unless
 * given: not public) and METRICS_PORT (the launcher, compose and Kubernetes set it from subgraphs.config.ts's
 * `metricsPort`; unset or `0`: no listener). MOMSTRIDE_VERSION labels `momstride_build_info`.
 */
export const metricsEnvShape = {
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  MOMSTRIDE_VERSION: z.string().trim().min(1).default('dev'),
};

/** True when `zone` is an IANA time zone name this runtime knows (e.g. America/Chicago). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * COMMUNITY_TIME_ZONE: the community's IANA time zone (docs/product.md, Recurring walks): recurring walks repeat at the
 * same local time in it, across daylight-saving changes.
 */
export const DEFAULT_COMMUNITY_TIME_ZONE = 'America/Chicago';

export const communityTimeZoneEnv = z
  .string()
  .trim()
  .default(DEFAULT_COMMUNITY_TIME_ZONE)
  .refine(isTimeZone, 'COMMUNITY_TIME_ZONE must be an IANA time zone name, e.g. America/Chicago');
