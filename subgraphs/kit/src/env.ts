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

/** Boolean env flag: "true"/"1"/"yes" → true; unset → default. */
export const envFlag = (defaultValue: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) => (value === undefined || value === '' ? defaultValue : ['true', '1', 'yes'].includes(value)));

const postgresUrl = (name: string, what: string) =>
  z.string({ error: `${name} is required` }).regex(/^postgres(ql)?:\/\//, `${name} must be a postgres:// URL of ${what}`);

/** Variables every subgraph needs (runSubgraph parses them; the launcher sets PORT from subgraphs.config.ts). */
export const baseEnvShape = {
  PORT: z.coerce.number().int().min(1).max(65535),
  DATABASE_URL: postgresUrl('DATABASE_URL', 'this subgraph’s own database'),
  DOMAIN_EVENTS_DATABASE_URL: postgresUrl('DOMAIN_EVENTS_DATABASE_URL', 'the shared domain-events database (the queue)'),
  SEED_DEMO_DATA: envFlag(false),
  VIEWER_TOKEN_PUBLIC_KEY: pemEnv('VIEWER_TOKEN_PUBLIC_KEY'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
};

export const baseEnvSchema = z.object(baseEnvShape);
export type BaseEnv = z.output<typeof baseEnvSchema>;

/** The base schema extended with a subgraph's own variables (later keys override base ones). */
export const extendEnv = <T extends z.ZodRawShape>(shape: T) => baseEnvSchema.extend(shape);

/** Parses the environment once; on failure prints every problem and exits with status 1. */
export function parseEnv<S extends z.ZodType>(schema: S, source: NodeJS.ProcessEnv = process.env): z.output<S> {
  const result = schema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues
    .map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`)
    .join('\n');
  process.stderr.write(`Invalid environment:\n${problems}\n`);
  process.exit(1);
}
