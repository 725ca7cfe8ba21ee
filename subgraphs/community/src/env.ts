import { envFlag, extendEnv, parseEnv } from '@momstride/kit';
import { z } from 'zod';

export const communityEnvSchema = extendEnv({
  PORT: z.coerce.number().int().min(1).max(65535).default(4002),
  EVENTS_DATABASE_URL: z
    .string({ error: 'EVENTS_DATABASE_URL is required' })
    .regex(/^postgres(ql)?:\/\//, 'EVENTS_DATABASE_URL must be a postgres:// URL of the shared events database'),
  SEED_DEMO_DATA: envFlag(false),
});

export type CommunityEnv = z.output<typeof communityEnvSchema>;

export const loadCommunityEnv = (source: NodeJS.ProcessEnv = process.env): CommunityEnv => parseEnv(communityEnvSchema, source);
