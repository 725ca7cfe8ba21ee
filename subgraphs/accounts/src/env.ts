import { resolve } from 'node:path';
import { ed25519KeyEnv, envFlag, originListEnv, secretKeyEnv, type BaseEnv, type EnvRule } from '@momstride/kit';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** accounts' own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const accountsEnvShape = {
  ACCESS_TOKEN_PRIVATE_KEY: ed25519KeyEnv('ACCESS_TOKEN_PRIVATE_KEY', 'private'),
  /** Webhook signing secrets are stored encrypted with it (AES-256-GCM; 32 random bytes, base64). */
  WEBHOOK_SECRETS_KEY: secretKeyEnv('WEBHOOK_SECRETS_KEY'),
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute http(s) URL' })
    .default('http://localhost:4000')
    .transform((value) => value.replace(/\/+$/, '')),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('MomStride <hello@momstride.example>'),
  OUTBOX_DIR: z
    .string()
    .default('.data/outbox')
    .transform((value) => resolve(process.cwd(), value.trim() || '.data/outbox')),
  ALLOW_ADMIN_SIGNUP: envFlag(false),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RESET_MAILS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(3),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(200),
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().max(64).default(2),
  PROFILE_PICTURE_UPLOADS_PER_10_MINUTES: z.coerce.number().int().positive().default(10),
  /** Orders the admins are mailed about per hour at most; the Orders tab holds the others (docs/security.md, H1). */
  ORDER_NOTICES_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * Origins (`http://127.0.0.1:4599`, comma-separated) a webhook endpoint may use although they are not public
   * addresses (and over plain http): a local receiver in tests and development. Empty by default; refused in production.
   */
  WEBHOOK_ALLOWED_ORIGINS: originListEnv(),
  /** Webhook retries: the n-th retry of a failed delivery waits between base × 2^(n−1) and base × 2^n seconds. */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().int().positive().max(3600).default(420),
  /** Attempts of a webhook delivery before it is marked failed (8 with the default base: about a day). */
  WEBHOOK_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
};

export type AccountsEnv = z.output<z.ZodObject<typeof accountsEnvShape>>;

/**
 * Production sends real mail: without SMTP_URL the reset mails would only land in a folder on the server, so
 * start-up is refused unless OUTBOX_DIR is set on purpose (e.g. a relay that picks the files up).
 */
export const accountsEnvRules: ReadonlyArray<EnvRule<BaseEnv & AccountsEnv>> = [
  (env, source) =>
    env.NODE_ENV === 'production' && !env.SMTP_URL && !source['OUTBOX_DIR']?.trim()
      ? ['SMTP_URL: is required when NODE_ENV=production (password reset mails must reach people); set SMTP_URL, or set OUTBOX_DIR to keep mails in a folder on purpose']
      : [],
  (env) =>
    env.NODE_ENV === 'production' && env.WEBHOOK_ALLOWED_ORIGINS.length > 0
      ? ['WEBHOOK_ALLOWED_ORIGINS: must be empty when NODE_ENV=production (it lets webhooks reach non-public addresses)']
      : [],
];

/** Reset links appear in the log only in development without SMTP (the dev outbox); never in test or production. */
export const logsResetLinks = (env: Pick<BaseEnv & AccountsEnv, 'NODE_ENV' | 'SMTP_URL'>): boolean =>
  env.NODE_ENV === 'development' && !env.SMTP_URL;
