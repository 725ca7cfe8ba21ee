import { originListEnv, type BaseEnv, type EnvRule } from '@momstride/kit';
import { z } from 'zod';

/** media-reviews' own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const mediaReviewsEnvShape = {
  /** Photos one member may share per hour (by URL or by file): each one decodes an image, the costly part. */
  PHOTOS_PER_HOUR: z.coerce.number().int().positive().default(30),
  /**
   * Origins (`http://127.0.0.1:4599`, comma-separated) a photo URL may point at although they are not public
   * addresses: a local stand-in for the internet in tests and development. Empty by default; refused in production.
   */
  PHOTO_FETCH_ALLOWED_ORIGINS: originListEnv(),
};

export type MediaReviewsEnv = z.output<z.ZodObject<typeof mediaReviewsEnvShape>>;

/** The SSRF exemption exists for tests and local development only. */
export const mediaReviewsEnvRules: ReadonlyArray<EnvRule<BaseEnv & MediaReviewsEnv>> = [
  (env) =>
    env.NODE_ENV === 'production' && env.PHOTO_FETCH_ALLOWED_ORIGINS.length > 0
      ? ['PHOTO_FETCH_ALLOWED_ORIGINS: must be empty when NODE_ENV=production (it lets photo URLs reach non-public addresses)']
      : [],
];
