import type { EntityManager } from '@mikro-orm/postgresql';
import { WebhookDeliveryStatus } from './webhook-events.js';
import { sendWebhook, type AttemptResult, type WebhookConfig } from './webhook-send.js';
import { clearFailing, findDelivery, findEndpoint, noteFailedForGood, recordAttempt, setDeliveryStatus } from './webhook.store.js';
import { failingSinceDueNow } from './webhook-failing.js';
import { openSecret } from './webhook-secret-box.js';
import type { WebhookEndpoint } from './webhook.types.js';
import { countWebhookAttempt } from './webhook-metrics.js';

/** What became of a delivery's next attempt. */
export type AttemptOutcome =
  | { readonly kind: 'settled' } // nothing to do: gone, already succeeded or failed, or logged by another attempt
  | { readonly kind: 'succeeded'; readonly attempt: AttemptResult }
  | { readonly kind: 'retry'; readonly attempt: AttemptResult; readonly number: number } // failed; attempt `number` was made, another is due
  // failed for good; `turnedOff` when this failure turned the endpoint off (failing for WEBHOOK_FAILING_DAYS_BEFORE_OFF days)
  | { readonly kind: 'failed'; readonly attempt?: AttemptResult; readonly turnedOff?: WebhookEndpoint };

/**
 * Makes the next attempt of a delivery and logs it: succeeded on a 2xx; otherwise retrying while attempts remain
 * (`test`: a ping is tried once, even to a disabled endpoint), else failed. A delivery whose endpoint was disabled
 * meanwhile fails without an attempt. Any success (a ping's too) ends the endpoint's failing streak; an event failed
 * for good starts or extends it, and turns the endpoint off once it has lasted WEBHOOK_FAILING_DAYS_BEFORE_OFF days.
 */
export async function attemptDelivery(em: EntityManager, config: WebhookConfig, deliveryId: string, options: { test?: boolean } = {}): Promise<AttemptOutcome> {
  const outcome = await attemptOnce(em, config, deliveryId, options);
  countWebhookAttempt(outcome.kind);
  return outcome;
}

async function attemptOnce(em: EntityManager, config: WebhookConfig, deliveryId: string, options: { test?: boolean }): Promise<AttemptOutcome> {
  const retries = options.test !== true;
  const delivery = await findDelivery(em, deliveryId);
  if (!delivery || delivery.status === WebhookDeliveryStatus.succeeded || delivery.status === WebhookDeliveryStatus.failed) return { kind: 'settled' };
  const endpoint = await findEndpoint(em, delivery.endpointId);
  if (!endpoint) return { kind: 'settled' };
  if (!endpoint.endpoint.enabled && options.test !== true) {
    await setDeliveryStatus(em, deliveryId, WebhookDeliveryStatus.failed, { error: 'The endpoint was disabled before this delivery got through' });
    return { kind: 'failed' };
  }
  const id = endpoint.endpoint.id;
  const secret = openSecret(config.secretsKey, id, endpoint.sealedSecret);
  const previousSecret = endpoint.sealedPreviousSecret ? openSecret(config.secretsKey, id, endpoint.sealedPreviousSecret) : null;
  const attempt = await sendWebhook({ url: endpoint.endpoint.url, secret, previousSecret }, delivery, config);
  const number = delivery.attemptCount + 1;
  const willRetry = !attempt.ok && retries && number < config.maxAttempts;
  const status = attempt.ok ? WebhookDeliveryStatus.succeeded : willRetry ? WebhookDeliveryStatus.retrying : WebhookDeliveryStatus.failed;
  // The attempt and what it means for the endpoint commit together: whoever sees the delivery settled sees the
  // endpoint's streak (and whether it was turned off) already updated.
  return em.transactional(async (tem): Promise<AttemptOutcome> => {
    const logged = await recordAttempt(tem, deliveryId, { number, ...attempt }, { status, nextAttemptAt: null });
    if (!logged) return { kind: 'settled' };
    if (attempt.ok) {
      if (endpoint.endpoint.failingSince) await clearFailing(tem, endpoint.endpoint.id);
      return { kind: 'succeeded', attempt };
    }
    if (willRetry) return { kind: 'retry', attempt, number };
    // A test ping is tried once and decides nothing; an event that failed every attempt counts against the endpoint.
    if (!retries) return { kind: 'failed', attempt };
    const turnedOff = await noteFailedForGood(tem, endpoint.endpoint.id, delivery.createdAt, failingSinceDueNow());
    return turnedOff ? { kind: 'failed', attempt, turnedOff } : { kind: 'failed', attempt };
  });
}
