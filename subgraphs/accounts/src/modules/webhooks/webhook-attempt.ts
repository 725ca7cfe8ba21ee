import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookDeliveryStatus } from './webhook-events.js';
import { sendWebhook, type AttemptResult, type WebhookConfig } from './webhook-send.js';
import { findDelivery, findEndpoint, recordAttempt, setDeliveryStatus } from './webhook.store.js';

/** What became of a delivery's next attempt. */
export type AttemptOutcome =
  | { readonly kind: 'settled' } // nothing to do: gone, already succeeded or failed, or logged by another attempt
  | { readonly kind: 'succeeded'; readonly attempt: AttemptResult }
  | { readonly kind: 'retry'; readonly attempt: AttemptResult; readonly number: number } // failed; attempt `number` was made, another is due
  | { readonly kind: 'failed'; readonly attempt?: AttemptResult }; // failed for good

/**
 * Makes the next attempt of a delivery and logs it: succeeded on a 2xx; otherwise retrying while attempts remain
 * (`test`: a ping is tried once, even to a disabled endpoint), else failed. A delivery whose endpoint was disabled
 * meanwhile fails without an attempt.
 */
export async function attemptDelivery(em: EntityManager, config: WebhookConfig, deliveryId: string, options: { test?: boolean } = {}): Promise<AttemptOutcome> {
  const retries = options.test !== true;
  const delivery = await findDelivery(em, deliveryId);
  if (!delivery || delivery.status === WebhookDeliveryStatus.succeeded || delivery.status === WebhookDeliveryStatus.failed) return { kind: 'settled' };
  const endpoint = await findEndpoint(em, delivery.endpointId);
  if (!endpoint) return { kind: 'settled' };
  if (!endpoint.endpoint.enabled && options.test !== true) {
    await setDeliveryStatus(em, deliveryId, WebhookDeliveryStatus.failed, { error: 'The endpoint was disabled before this delivery got through' });
    return { kind: 'failed' };
  }
  const attempt = await sendWebhook({ url: endpoint.endpoint.url, secret: endpoint.secret }, delivery, config);
  const number = delivery.attemptCount + 1;
  const willRetry = !attempt.ok && retries && number < config.maxAttempts;
  const status = attempt.ok ? WebhookDeliveryStatus.succeeded : willRetry ? WebhookDeliveryStatus.retrying : WebhookDeliveryStatus.failed;
  const logged = await recordAttempt(em, deliveryId, { number, ...attempt }, { status, nextAttemptAt: null });
  if (!logged) return { kind: 'settled' };
  if (attempt.ok) return { kind: 'succeeded', attempt };
  return willRetry ? { kind: 'retry', attempt, number } : { kind: 'failed', attempt };
}
