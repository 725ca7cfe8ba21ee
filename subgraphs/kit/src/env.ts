import { z } from 'zod';
import { communityTimeZoneEnv, ed25519KeyEnv, envFlag, metricsEnvShape, subgraphUrlsEnv } from './env-helpers.js';

export * from './env-helpers.js';

const postgresUrl = (name: string, what: string) =>
  z.string({ error: `${name} is required` }).regex(/^postgres(ql)?:\/\//, `${name} must be a postgres:// URL of ${what}`);

/** Variables every subgraph needs (runSubgraph parses them; the launcher sets PORT from subgraphs.config.ts). */
export const baseEnvShape = {
  PORT: z.coerce.number().int().min(1).max(65535),
  DATABASE_URL: postgresUrl('DATABASE_URL', 'this subgraph’s own database'),
  DOMAIN_EVENTS_DATABASE_URL: postgresUrl('DOMAIN_EVENTS_DATABASE_URL', 'the shared domain-events database (the queue)'),
  SEED_DEMO_DATA: envFlag(false),
  /** Throwaway production-mode stacks only (the benchmark): lets SEED_DEMO_DATA=true through with NODE_ENV=production. */
  ALLOW_DEMO_DATA_IN_PRODUCTION: envFlag(false),
  VIEWER_TOKEN_PUBLIC_KEY: ed25519KeyEnv('VIEWER_TOKEN_PUBLIC_KEY', 'public'),
  /** Service-to-service calls (http/internal-calls.ts): this subgraph signs its calls with the private key and accepts the others' with the public one. */
  INTERNAL_TOKEN_PRIVATE_KEY: ed25519KeyEnv('INTERNAL_TOKEN_PRIVATE_KEY', 'private'),
  INTERNAL_TOKEN_PUBLIC_KEY: ed25519KeyEnv('INTERNAL_TOKEN_PUBLIC_KEY', 'public'),
  /** The other subgraphs' GraphQL URLs by name (the gateway's SUBGRAPH_URLS); internal calls go to their base URLs. */
  SUBGRAPH_URLS: subgraphUrlsEnv,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** The community's IANA time zone: recurring walks keep their local time in it (env-helpers.ts). */
  COMMUNITY_TIME_ZONE: communityTimeZoneEnv,
  ...metricsEnvShape,
};

export const baseEnvSchema = z.object(baseEnvShape);
export type BaseEnv = z.output<typeof baseEnvSchema>;

/** The base schema extended with a subgraph's own variables (later keys override base ones). */
export const extendEnv = <T extends z.ZodRawShape>(shape: T) => baseEnvSchema.extend(shape);

/**
 * A start-up rule across variables, checked after parsing: each returned line is one problem, written
 * `NAME: sentence` (e.g. what production refuses). `source` is the raw environment (was a variable set at all?).
 */
export type EnvRule<T> = (env: T, source: NodeJS.ProcessEnv) => readonly string[];

/** Rules every subgraph obeys. */
export const baseEnvRules: ReadonlyArray<EnvRule<BaseEnv>> = [
  (env) =>
    env.NODE_ENV === 'production' && env.SEED_DEMO_DATA && !env.ALLOW_DEMO_DATA_IN_PRODUCTION
      ? ['SEED_DEMO_DATA: demo data (accounts with published passwords) is refused when NODE_ENV=production; unset it or set it to false']
      : [],
];

export type EnvCheck<T> = { readonly ok: true; readonly env: T } | { readonly ok: false; readonly problems: readonly string[] };

/** Parses an environment and applies the rules; every problem is listed, none thrown. */
export function checkEnv<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
  rules: ReadonlyArray<EnvRule<z.output<S>>> = [],
): EnvCheck<z.output<S>> {
  const result = schema.safeParse(source);
  if (!result.success) {
    return { ok: false, problems: result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`) };
  }
  const problems = rules.flatMap((rule) => rule(result.data, source));
  return problems.length > 0 ? { ok: false, problems } : { ok: true, env: result.data };
}

/**
 * Parses the environment once (and applies `rules`); on failure prints every problem and exits with status 1.
 * `owner` names whose environment it is when one process runs several services (monolithic mode).
 */
export function parseEnv<S extends z.ZodType>(
  schema: S,
  source: NodeJS.ProcessEnv = process.env,
  rules: ReadonlyArray<EnvRule<z.output<S>>> = [],
  owner?: string,
): z.output<S> {
  const checked = checkEnv(schema, source, rules);
  if (checked.ok) return checked.env;
  process.stderr.write(`Invalid environment${owner ? ` of ${owner}` : ''}:\n${checked.problems.map((problem) => `  - ${problem}`).join('\n')}\n`);
  process.exit(1);
}
