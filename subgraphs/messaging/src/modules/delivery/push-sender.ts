import type { EntityManager } from '@momstride/kit';

/** A push notification: what her device shows, and the app path a tap opens (`/events`). */
export interface DeliveryPush {
  readonly title: string;
  readonly body: string;
  readonly url: string;
  readonly tag?: string;
}

/**
 * Sends a push to every device where she turned push on (the push module's `sendPush`); injected into the dispatcher,
 * which runs without one (then nothing is pushed).
 */
export type PushSender = (em: EntityManager, userId: string, message: DeliveryPush) => Promise<void>;
