import { randomUUID } from 'node:crypto';
import { characterCount, invalidFields, isUuid, notFound, type EntityManager, type FieldError } from '@momstride/kit';
import { attemptDelivery } from './webhook-attempt.js';
import { PING_EVENT, webhookEventName, type WebhookEvent } from './webhook-events.js';
import { pingData, webhookBody, type WebhookEnvelope } from './webhook-payloads.js';
import type { WebhookQueue } from './webhook-queue.js';
import { newWebhookSecret } from './webhook-secret.js';
import { TEST_PING_TIMEOUT_MS, WEBHOOK_TIMEOUT_MS, type WebhookConfig } from './webhook-send.js';
import { checkWebhookUrl } from './webhook-url.js';
import * as store from './webhook.store.js';
import { KEEP_OLD_SECRET_DEFAULT_HOURS, KEEP_OLD_SECRET_MAX_HOURS, WEBHOOK_DESCRIPTION_MAX_LENGTH, type CreatedWebhookEndpoint, type CreateWebhookEndpointInput, type UpdateWebhookEndpointInput, type WebhookDelivery, type WebhookEndpoint } from './webhook.types.js';

export const ENDPOINT_NOT_FOUND = 'Webhook endpoint not found';
export const EVENTS_REQUIRED = 'Choose at least one event';
export const DESCRIPTION_TOO_LONG = `The description can be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`;

/** The endpoint, or NOT_FOUND (also for a malformed id). */
export async function endpointById(em: EntityManager, id: string): Promise<store.EndpointWithSecret> {
  const found = isUuid(id) ? await store.findEndpoint(em, id) : undefined;
  if (!found) throw notFound(ENDPOINT_NOT_FOUND);
  return found;
}

/** Each given field checked (every problem at once, BAD_USER_INPUT with field details); the clean values. */
async function checkFields(
  config: WebhookConfig,
  input: { url?: string | null; description?: string | null; events?: readonly WebhookEvent[] | null },
): Promise<{ url?: string; description?: string; events?: string[] }> {
  const fields: FieldError[] = [];
  const clean: { url?: string; description?: string; events?: string[] } = {};
  if (input.url !== undefined && input.url !== null) {
    const checked = await checkWebhookUrl(input.url, config);
    if ('problem' in checked) fields.push({ field: 'url', message: checked.problem });
    else clean.url = checked.url;
  }
  if (input.description !== undefined && input.description !== null) {
    const description = input.description.trim();
    if (characterCount(description) > WEBHOOK_DESCRIPTION_MAX_LENGTH) fields.push({ field: 'description', message: DESCRIPTION_TOO_LONG });
    else clean.description = description;
  }
  if (input.events !== undefined && input.events !== null) {
    if (input.events.length === 0) fields.push({ field: 'events', message: EVENTS_REQUIRED });
    else clean.events = [...new Set(input.events.map(webhookEventName))];
  }
  if (fields.length > 0) throw invalidFields(fields);
  return clean;
}

/** Registers an endpoint with a new signing secret (answered whole this once). */
export async function createEndpoint(em: EntityManager, config: WebhookConfig, adminId: string, input: CreateWebhookEndpointInput): Promise<CreatedWebhookEndpoint> {
  const clean = await checkFields(config, { url: input.url, description: input.description ?? '', events: input.events });
  const secret = newWebhookSecret();
  const endpoint = await store.insertEndpoint(em, config.secretsKey, { url: clean.url!, description: clean.description ?? '', events: clean.events!, secret, createdBy: adminId });
  return { endpoint, secret };
}

export async function updateEndpoint(em: EntityManager, config: WebhookConfig, id: string, input: UpdateWebhookEndpointInput): Promise<WebhookEndpoint> {
  await endpointById(em, id);
  const clean = await checkFields(config, input);
  const updated = await store.updateEndpoint(em, id, {
    ...clean,
    ...(typeof input.enabled === 'boolean' ? { enabled: input.enabled } : {}),
    ...(input.dropPreviousSecret === true ? { dropPreviousSecret: true } : {}),
  });
  if (!updated) throw notFound(ENDPOINT_NOT_FOUND);
  return updated.endpoint;
}

/** Removes an endpoint with its delivery log; answers its id. */
export async function deleteEndpoint(em: EntityManager, id: string): Promise<string> {
  if (!isUuid(id) || !(await store.deleteEndpoint(em, id))) throw notFound(ENDPOINT_NOT_FOUND);
  return id;
}

export const KEEP_OLD_SECRET_RANGE = `How long the old secret keeps signing too must be 0 to ${KEEP_OLD_SECRET_MAX_HOURS} hours`;

/**
 * A new signing secret, answered whole this once. The old one keeps signing too for `keepOldSecretHours` (0 to 72;
 * 0 when it leaked: it stops at once), so a receiver can switch over without refusing a delivery.
 */
export async function rotateSecret(em: EntityManager, config: Pick<WebhookConfig, 'secretsKey'>, id: string, keepOldSecretHours: number = KEEP_OLD_SECRET_DEFAULT_HOURS): Promise<CreatedWebhookEndpoint> {
  await endpointById(em, id);
  if (!Number.isInteger(keepOldSecretHours) || keepOldSecretHours < 0 || keepOldSecretHours > KEEP_OLD_SECRET_MAX_HOURS) {
    throw invalidFields([{ field: 'keepOldSecretHours', message: KEEP_OLD_SECRET_RANGE }]);
  }
  const secret = newWebhookSecret();
  const updated = await store.rotateEndpointSecret(em, config.secretsKey, id, secret, keepOldSecretHours * 3600);
  if (!updated) throw notFound(ENDPOINT_NOT_FOUND);
  return { endpoint: updated.endpoint, secret };
}

/**
 * Sends a signed `ping` to the endpoint now (enabled or not: it is a test) and answers the delivery after that one
 * attempt (7 s at most, so the answer comes within the gateway's time). A ping is not retried.
 */
export async function sendTest(em: EntityManager, config: WebhookConfig, id: string): Promise<WebhookDelivery> {
  const { endpoint } = await endpointById(em, id);
  const deliveryId = randomUUID();
  const payload = webhookBody({ id: deliveryId, type: PING_EVENT, created_at: new Date().toISOString(), data: pingData(endpoint.id) });
  await store.insertDelivery(em, { id: deliveryId, endpointId: endpoint.id, event: PING_EVENT, domainEventId: null, payload });
  const timeoutMs = Math.min(config.timeoutMs ?? WEBHOOK_TIMEOUT_MS, TEST_PING_TIMEOUT_MS);
  await attemptDelivery(em, { ...config, timeoutMs }, deliveryId, { test: true });
  const delivery = await store.findDelivery(em, deliveryId);
  if (!delivery) throw notFound(ENDPOINT_NOT_FOUND); // removed meanwhile
  return delivery;
}

export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';

/**
 * Sends a delivery's event again, as a new delivery (a new id, in the body and the MomStride-Delivery header; the same
 * type, time and data) through the queue with its retries. For a failed delivery, or one the receiver lost.
 */
export async function redeliver(em: EntityManager, queue: Pick<WebhookQueue, 'enqueue'>, deliveryId: string): Promise<WebhookDelivery> {
  const original = isUuid(deliveryId) ? await store.findDelivery(em, deliveryId) : undefined;
  if (!original) throw notFound(DELIVERY_NOT_FOUND);
  const envelope = JSON.parse(original.payload) as WebhookEnvelope;
  const id = randomUUID();
  const payload = webhookBody({ ...envelope, id });
  await store.insertDelivery(em, { id, endpointId: original.endpointId, event: original.event, domainEventId: null, payload });
  await queue.enqueue([id]);
  const delivery = await store.findDelivery(em, id);
  if (!delivery) throw notFound(DELIVERY_NOT_FOUND); // its endpoint removed meanwhile
  return delivery;
}
