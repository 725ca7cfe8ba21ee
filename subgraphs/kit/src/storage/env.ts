import { resolve } from 'node:path';
import { z } from 'zod';
import { envFlag, parseEnv } from '../env.js';

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : undefined));

/** Storage variables (STORAGE_DRIVER local|s3, MEDIA_DIR, S3_*), parsed once with zod. */
export const storageEnvSchema = z
  .object({
    STORAGE_DRIVER: z
      .enum(['local', 's3', ''], { error: 'STORAGE_DRIVER must be "local" or "s3"' })
      .optional()
      .transform((value) => (value === undefined || value === '' ? 'local' : value)),
    MEDIA_DIR: optionalText,
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: optionalText.pipe(z.url({ message: 'S3_ENDPOINT must be an http(s) URL' }).optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_PUBLIC_URL: optionalText.pipe(z.url({ message: 'S3_PUBLIC_URL must be an http(s) URL' }).optional()),
    S3_FORCE_PATH_STYLE: z.string().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.STORAGE_DRIVER !== 's3') return;
    for (const name of ['S3_BUCKET', 'S3_REGION', 'S3_PUBLIC_URL'] as const) {
      if (env[name] === undefined) ctx.addIssue({ code: 'custom', path: [name], message: `${name} is required when STORAGE_DRIVER=s3` });
    }
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (set both, or neither to use the default AWS credential chain)',
      });
    }
    const flag = envFlag(false).safeParse(env.S3_FORCE_PATH_STYLE?.trim().toLowerCase());
    if (!flag.success) ctx.addIssue({ code: 'custom', path: ['S3_FORCE_PATH_STYLE'], message: 'S3_FORCE_PATH_STYLE must be true or false' });
  })
  .transform((env): StorageConfig => {
    if (env.STORAGE_DRIVER === 'local') {
      return { driver: 'local', mediaDir: resolve(process.cwd(), env.MEDIA_DIR ?? '.data/uploads') };
    }
    // Path-style addressing by default for a custom endpoint (what S3-compatible services expect).
    const forcePathStyle = envFlag(env.S3_ENDPOINT !== undefined).parse(env.S3_FORCE_PATH_STYLE?.trim().toLowerCase());
    return {
      driver: 's3',
      bucket: env.S3_BUCKET!,
      region: env.S3_REGION!,
      publicUrl: env.S3_PUBLIC_URL!,
      forcePathStyle,
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } }
        : {}),
    };
  });

export type StorageConfig =
  | { readonly driver: 'local'; readonly mediaDir: string }
  | {
      readonly driver: 's3';
      readonly bucket: string;
      readonly region: string;
      readonly publicUrl: string;
      readonly forcePathStyle: boolean;
      readonly endpoint?: string;
      readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
    };

/** Parses the storage variables; throws one readable error listing every problem. */
export function parseStorageEnv(source: NodeJS.ProcessEnv = process.env): StorageConfig {
  const result = storageEnvSchema.safeParse(source);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => `  - ${issue.path.join('.') || '(env)'}: ${issue.message}`).join('\n');
  throw new Error(`Invalid storage environment:\n${problems}`);
}

/** For a service's start-up: parses the storage variables once; on failure prints every problem and exits. */
export const loadStorageEnv = (source: NodeJS.ProcessEnv = process.env): StorageConfig => parseEnv(storageEnvSchema, source);
