import { resolve } from 'node:path';
import { envFlag, extendEnv, parseEnv, pemEnv } from '@momstride/kit';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

export const accountsEnvSchema = extendEnv({
  PORT: z.coerce.number().int().min(1).max(65535).default(4001),
  ACCESS_TOKEN_PRIVATE_KEY: pemEnv('ACCESS_TOKEN_PRIVATE_KEY'),
  /** The shared domain-event database (pg-boss); accounts publishes user.registered/followed/deleted. */
  EVENTS_DATABASE_URL: z
    .string({ error: 'EVENTS_DATABASE_URL is required' })
    .regex(/^postgres(ql)?:\/\//, 'EVENTS_DATABASE_URL must be a postgres:// URL of the events database'),
  PUBLIC_URL: z
    .url({ message: 'PUBLIC_URL must be an absolute http(s) URL' })
    .default('http://localhost:4000')
    .transform((value) => value.replace(/\/+$/, '')),
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().min(3).default('MomStride <hello@momstride.example>'),
  OUTBOX_DIR: z
    .string()
    .default('.data/outbox')
    .transform((value) => resolve(process.cwd(), value)),
  ALLOW_ADMIN_SIGNUP: envFlag(false),
  SEED_DEMO_DATA: envFlag(false),
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RESET_MAILS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(3),
});

export type AccountsEnv = z.output<typeof accountsEnvSchema>;

export const loadAccountsEnv = (source: NodeJS.ProcessEnv = process.env): AccountsEnv => parseEnv(accountsEnvSchema, source);
