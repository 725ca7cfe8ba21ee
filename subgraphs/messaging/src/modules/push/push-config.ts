import type { Logger } from '@momstride/kit';
import type { MessagingEnv } from '../../env.js';

/** How this process sends Web Push (from env: VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_ALLOWED_ORIGINS). */
export interface PushSettings {
  readonly publicKey: string;
  readonly privateKey: string;
  readonly subject: string;
  /** Origins a subscription's endpoint may use although not public (tests' local push service). */
  readonly allowedOrigins: readonly string[];
  /** Where failed sends are told. */
  readonly logger: Logger;
}

let settings: PushSettings | null = null;

/** Set once at start-up (subgraph.ts); push stays off (null) without a VAPID key pair. */
export function configurePush(
  env: Pick<MessagingEnv, 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'PUSH_ALLOWED_ORIGINS'>,
  logger: Logger,
): PushSettings | null {
  settings =
    env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY
      ? { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: env.VAPID_SUBJECT, allowedOrigins: env.PUSH_ALLOWED_ORIGINS, logger }
      : null;
  return settings;
}

/** The process's push settings, or null when push is off. */
export const pushSettings = (): PushSettings | null => settings;
