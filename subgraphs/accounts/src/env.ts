import { resolve } from 'node:path';
import { envFlag, pemEnv } from '@momstride/kit';
import { z } from 'zod';

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** accounts' own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const accountsEnvShape = {
  ACCESS_TOKEN_PRIVATE_KEY: pemEnv('ACCESS_TOKEN_PRIVATE_KEY'),
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
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(20),
  RESET_MAILS_PER_EMAIL_PER_HOUR: z.coerce.number().int().positive().default(3),
  REGISTRATIONS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(200),
  PASSWORD_RESETS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().positive().default(20),
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().positive().max(64).default(2),
};

export type AccountsEnv = z.output<z.ZodObject<typeof accountsEnvShape>>;
