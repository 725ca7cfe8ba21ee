import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ed25519KeyEnv, envFlag, metricsEnvShape, subgraphUrlsEnv, urlMapEnv } from '@momstride/kit/env';
import { z } from 'zod';
import { rateLimitSetting } from './rate-limit/policy-setting.js';

/** Repository root, resolved from the compiled file (gateway/dist/env.js) or the source (gateway/src/env.ts). */
const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Express `trust proxy`: off by default so X-Forwarded-For cannot pick the client address. */
const trustProxy = z
  .string()
  .optional()
  .transform((value): boolean | number | string => {
    const text = (value ?? '').trim();
    if (text === '' || text === 'false' || text === '0') return false;
    if (text === 'true') return true;
    if (/^\d+$/.test(text)) return Number(text);
    return text;
  });

/** A shop's host name (`my-store.myshopify.com` or its own domain): no scheme, path or port. */
const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^(?=.{1,253}$)[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)+$/, {
    message: 'SHOPIFY_STORE_DOMAIN must be a host name such as my-store.myshopify.com (no https://, no path)',
  });

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...metricsEnvShape,
  ACCESS_TOKEN_PUBLIC_KEY: ed25519KeyEnv('ACCESS_TOKEN_PUBLIC_KEY', 'public'),
  VIEWER_TOKEN_PRIVATE_KEY: ed25519KeyEnv('VIEWER_TOKEN_PRIVATE_KEY', 'private'),
  /** Signs the gateway's internal tokens for accounts' /internal endpoints (never the viewer tokens' key). */
  INTERNAL_TOKEN_PRIVATE_KEY: ed25519KeyEnv('INTERNAL_TOKEN_PRIVATE_KEY', 'private'),
  SUPERGRAPH_PATH: z.string().min(1).default(resolve(repoRoot, 'schema', 'supergraph.graphql')),
  SUBGRAPH_URLS: subgraphUrlsEnv,
  WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'web', 'dist')),
  MEDIA_DIR: z.string().min(1).default(resolve(repoRoot, '.data', 'uploads')),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform((value) => (value ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== '')),
  TRUST_PROXY: trustProxy,
  GRAPHQL_INTROSPECTION: z.enum(['true', 'false', '1', '0', '']).optional(),
  /**
   * The interactive GraphQL explorer (GraphiQL, from our own files) at GET /graphql for browsers and at
   * /graphql/explorer: on unless NODE_ENV is production, where `true` turns it on (explorer.ts).
   */
  GRAPHQL_EXPLORER: z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''], { error: 'GRAPHQL_EXPLORER must be true or false' })
    .optional(),
  /** The explorer's built page and assets (`npm run build` writes web/explorer/dist). */
  GRAPHQL_EXPLORER_DIST: z.string().min(1).default(resolve(repoRoot, 'web', 'explorer', 'dist')),
  /**
   * Requests per window (`<requests>/<seconds>`, or `off`) a signed-in member's session may send to /graphql and /api,
   * and each personal access token (rate-limit/; docs/api.md, "Limits"). Counted per gateway process.
   */
  RATE_LIMIT_MEMBER: rateLimitSetting('RATE_LIMIT_MEMBER', '1200/60'),
  RATE_LIMIT_TOKEN: rateLimitSetting('RATE_LIMIT_TOKEN', '600/60'),
  /**
   * Requests that change something (GraphQL mutations, non-GET /api requests) one client address (an IPv6 client by its
   * /64) may send without a valid token, per window (`<requests>/<seconds>`, or `off`); counted per gateway process.
   */
  RATE_LIMIT_ANONYMOUS_MUTATIONS: rateLimitSetting('RATE_LIMIT_ANONYMOUS_MUTATIONS', '60/60'),
  /**
   * Admission control on /graphql and /api (admission/; docs/architecture.md, "Admission control"): `off` admits
   * everything. The concurrency limit starts at ADMISSION_LIMIT_INITIAL and adapts between MIN and MAX to keep the 90th
   * percentile of admitted requests' latency under ADMISSION_TARGET_LATENCY_MS; ADMISSION_QUEUE_SIZE more may wait up
   * to ADMISSION_QUEUE_TIMEOUT_MS for a place; every other request is refused at once with 503 and Retry-After.
   */
  ADMISSION_CONTROL: envFlag(true),
  ADMISSION_LIMIT_INITIAL: z.coerce.number().int().min(1).max(100_000).default(50),
  ADMISSION_LIMIT_MIN: z.coerce.number().int().min(1).max(100_000).default(10),
  ADMISSION_LIMIT_MAX: z.coerce.number().int().min(1).max(100_000).default(1000),
  ADMISSION_TARGET_LATENCY_MS: z.coerce.number().int().min(1).max(300_000).default(300),
  ADMISSION_QUEUE_SIZE: z.coerce.number().int().min(0).max(100_000).default(10),
  ADMISSION_QUEUE_TIMEOUT_MS: z.coerce.number().int().min(0).max(300_000).default(100),
  /** Deadline of every subgraph call, in milliseconds (docs/architecture.md, "Admission control"). */
  SUBGRAPH_TIMEOUT_MS: z.coerce.number().int().min(100).max(300_000).default(10_000),
  /** Where the System tab reads each service's metrics (JSON: name → `/metrics` URL); unset, the usual ports (system/metrics-sources.ts). */
  SYSTEM_METRICS_URLS: urlMapEnv('SYSTEM_METRICS_URLS must be a JSON object of service name → the URL of its /metrics'),
  /** Seconds between the System tab's snapshots of every service's metrics; an hour of them is kept. */
  SYSTEM_SCRAPE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** The hosted-storefront shop (/shop-old): MomStride's own commerce subgraph, or a Shopify store's Storefront API. */
  STOREFRONT_PROVIDER: z
    .enum(['momstride', 'shopify', ''], { error: 'STOREFRONT_PROVIDER must be momstride or shopify' })
    .optional()
    .transform((value) => (value === 'shopify' ? 'shopify' : 'momstride')),
  SHOPIFY_STORE_DOMAIN: z.union([z.literal('').transform(() => undefined), hostName]).optional(),
  /** A Storefront API public access token: meant for browsers, so the web app is given it. */
  SHOPIFY_STOREFRONT_TOKEN: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]*$/, { message: 'SHOPIFY_STOREFRONT_TOKEN must be a Storefront API access token (letters and digits)' })
    .optional()
    .transform((value) => (value === '' ? undefined : value)),
  /** The collection /shop-old shows first (the built-in provider: products tagged with it). */
  SHOPIFY_COLLECTION_HANDLE: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^([a-z0-9][a-z0-9-]*)?$/, { message: 'SHOPIFY_COLLECTION_HANDLE must be a collection handle such as featured' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 'featured' : value)),
}).superRefine((value, ctx) => {
  if (value.ADMISSION_LIMIT_MIN > value.ADMISSION_LIMIT_MAX) {
    ctx.addIssue({ code: 'custom', path: ['ADMISSION_LIMIT_MIN'], message: 'ADMISSION_LIMIT_MIN must not be above ADMISSION_LIMIT_MAX' });
  }
  if (value.STOREFRONT_PROVIDER !== 'shopify') return;
  if (!value.SHOPIFY_STORE_DOMAIN) ctx.addIssue({ code: 'custom', path: ['SHOPIFY_STORE_DOMAIN'], message: 'SHOPIFY_STORE_DOMAIN is required with STOREFRONT_PROVIDER=shopify' });
  if (!value.SHOPIFY_STOREFRONT_TOKEN) ctx.addIssue({ code: 'custom', path: ['SHOPIFY_STOREFRONT_TOKEN'], message: 'SHOPIFY_STOREFRONT_TOKEN is required with STOREFRONT_PROVIDER=shopify' });
});

export type Env = Omit<z.output<typeof schema>, 'GRAPHQL_INTROSPECTION' | 'GRAPHQL_EXPLORER'> & {
  GRAPHQL_INTROSPECTION: boolean;
  GRAPHQL_EXPLORER: boolean;
};

/** Parses an environment (process.env by default); throws one readable error listing every problem. */
export const parseEnv = (source: NodeJS.ProcessEnv = process.env): Env => {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
    throw new Error(`Invalid gateway environment:\n${lines.join('\n')}`);
  }
  const { GRAPHQL_INTROSPECTION, GRAPHQL_EXPLORER, ...rest } = result.data;
  const introspection = envFlag(rest.NODE_ENV !== 'production').parse(GRAPHQL_INTROSPECTION);
  const explorer = envFlag(rest.NODE_ENV !== 'production').parse(GRAPHQL_EXPLORER);
  return {
    ...rest,
    MEDIA_DIR: resolve(rest.MEDIA_DIR),
    WEB_DIST: resolve(rest.WEB_DIST),
    GRAPHQL_EXPLORER_DIST: resolve(rest.GRAPHQL_EXPLORER_DIST),
    GRAPHQL_INTROSPECTION: introspection,
    GRAPHQL_EXPLORER: explorer,
  };
};

let cached: Env | undefined;

/** The process environment, parsed once. */
export const env = (): Env => (cached ??= parseEnv());
