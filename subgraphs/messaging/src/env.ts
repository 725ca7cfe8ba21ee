import { originListEnv, type BaseEnv, type EnvRule } from '@momstride/kit';
import { z } from 'zod';
import { DIGEST_CRON } from './modules/digest/digest-schedule.js';

/** An optional text variable: unset or blank is undefined. */
const optionalText = () =>
  z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** messaging's own variables, beyond every subgraph's (kit env.ts); runSubgraph parses them once. */
export const messagingEnvShape = {
  /**
   * Messages one member may send per minute. A lively chat (20 messages in a few seconds) stays far below it; a
   * script sending hundreds a minute gets RATE_LIMITED (REST 429 with Retry-After).
   */
  MESSAGES_PER_MINUTE: z.coerce.number().int().positive().default(60),
  /**
   * The VAPID key pair Web Push is sent with (base64url, as `npx web-push generate-vapid-keys` prints them). Both or
   * neither: without them push is off (the public key query answers null; devices cannot be registered).
   */
  VAPID_PUBLIC_KEY: optionalText(),
  VAPID_PRIVATE_KEY: optionalText(),
  /** Who the push services may contact about our pushes: a mailto: or https: URL. */
  VAPID_SUBJECT: z
    .string()
    .trim()
    .default('mailto:hello@momstride.example')
    .refine((value) => /^(mailto:|https:\/\/)\S+$/.test(value), 'VAPID_SUBJECT must be a mailto: or https:// URL'),
  /**
   * Origins (`http://127.0.0.1:4599`, comma-separated) a push subscription's endpoint may use although they are not
   * public addresses (and over plain http): a local push service stand-in in tests. Empty by default; refused in production.
   */
  PUSH_ALLOWED_ORIGINS: originListEnv(),
  /** How long a message stays unread before she is mailed about it (docs/product.md, "Mail for what she missed"). */
  MISSED_MESSAGE_MAIL_DELAY_SECONDS: z.coerce.number().int().positive().default(600),
  /**
   * When the weekly digest's schedule wakes (cron, UTC; docs/product.md, "Notification preferences"). Every quarter of
   * an hour by default, so 08:00 is seen soon in every zone; the test stack makes it rare, so the members its tests
   * make (Monday by default) get no digest they did not ask for.
   */
  DIGEST_CRON: z.string().trim().min(9).default(DIGEST_CRON),
};

export type MessagingEnv = z.output<z.ZodObject<typeof messagingEnvShape>>;

/** The VAPID keys come as a pair; the test origins never reach production. */
export const messagingEnvRules: ReadonlyArray<EnvRule<BaseEnv & MessagingEnv>> = [
  (env) =>
    Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)
      ? ['VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both (npx web-push generate-vapid-keys) or neither (push off)']
      : [],
  (env) =>
    env.NODE_ENV === 'production' && env.PUSH_ALLOWED_ORIGINS.length > 0
      ? ['PUSH_ALLOWED_ORIGINS: must be empty when NODE_ENV=production (it lets pushes reach non-public addresses)']
      : [],
];
