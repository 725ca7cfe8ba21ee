import { z } from 'zod';
import { detail, RestReplyError } from '../errors.js';
import { defineRoute } from '../framework.js';
import {
  RestCreateWebhookEndpointDocument,
  RestDeleteWebhookEndpointDocument,
  RestRedeliverWebhookDocument,
  RestRotateWebhookSecretDocument,
  RestSendWebhookTestDocument,
  RestUpdateWebhookEndpointDocument,
  RestWebhookDeliveriesDocument,
  RestWebhookEndpointDocument,
  RestWebhookEndpointsDocument,
  WebhookEvent,
  type RestWebhookDeliveryFragment,
  type RestWebhookEndpointFragment,
} from '../gql/graphql.js';
import { idParams, pageQuery } from '../params.js';
import { messageReply } from '../reply-fields.js';

/** The events as delivered and as REST names them: "member.joined", … */
const EVENT_NAMES = Object.values(WebhookEvent).map((value) => value.replace('_', '.')) as [string, ...string[]];
const eventName = z.enum(EVENT_NAMES);
const toEnum = (name: string): WebhookEvent => name.replace('.', '_') as WebhookEvent;
const toName = (event: WebhookEvent): string => event.replace('_', '.');

const attemptJson = z
  .object({
    number: z.number().int(),
    at: z.string(),
    response_status: z.number().int().nullable(),
    error: z.string().nullable(),
    duration_ms: z.number().int(),
    response_snippet: z.string().nullable(),
  })
  .meta({ id: 'WebhookAttempt' });

const deliveryJson = z
  .object({
    id: z.string(),
    event: z.string().meta({ description: '"member.joined", "order.placed", …, or "ping" for a test' }),
    status: z.enum(['pending', 'succeeded', 'retrying', 'failed']),
    attempt_count: z.number().int(),
    created_at: z.string(),
    next_attempt_at: z.string().nullable(),
    response_status: z.number().int().nullable(),
    error: z.string().nullable(),
    duration_ms: z.number().int().nullable(),
    payload: z.string().meta({ description: 'The JSON body sent (signed as it is)' }),
    attempts: z.array(attemptJson),
  })
  .meta({ id: 'WebhookDelivery' });

const endpointFields = {
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  enabled: z.boolean(),
  secret_prefix: z.string(),
  previous_secret_prefix: z.string().nullable().meta({ description: 'The start of the secret the latest rotation replaced, while it still signs too (a second v1); null otherwise' }),
  previous_secret_expires_at: z.string().nullable().meta({ description: 'Until when the replaced secret signs too; null when none does' }),
  created_at: z.string(),
  updated_at: z.string(),
  failing_since: z.string().nullable().meta({ description: 'Since when its deliveries have failed for good with none succeeding; null while it works (3 days of that turn it off)' }),
  turns_off_at: z.string().nullable().meta({ description: 'When it will be turned off unless a delivery gets through first; null while it works or when it is off' }),
  auto_disabled_at: z.string().nullable().meta({ description: 'When it was turned off automatically for failing (admins are mailed); null otherwise; turning it on clears it' }),
  last_delivery: deliveryJson.nullable(),
};
const endpointJson = z.object(endpointFields).meta({ id: 'WebhookEndpoint' });
const endpointWithDeliveriesJson = z.object({ ...endpointFields, recent_deliveries: z.array(deliveryJson) }).meta({ id: 'WebhookEndpointWithDeliveries' });
const createdJson = z
  .object({ ...endpointFields, secret: z.string().meta({ description: 'The whole signing secret (whsec_…): shown this once' }) })
  .meta({ id: 'CreatedWebhookEndpoint' });

const toDeliveryJson = (delivery: RestWebhookDeliveryFragment): z.input<typeof deliveryJson> => ({
  id: delivery.id,
  event: delivery.event,
  status: delivery.status,
  attempt_count: delivery.attemptCount,
  created_at: delivery.createdAt,
  next_attempt_at: delivery.nextAttemptAt,
  response_status: delivery.responseStatus,
  error: delivery.error,
  duration_ms: delivery.durationMs,
  payload: delivery.payload,
  attempts: delivery.attempts.map((attempt) => ({
    number: attempt.number,
    at: attempt.at,
    response_status: attempt.responseStatus,
    error: attempt.error,
    duration_ms: attempt.durationMs,
    response_snippet: attempt.responseSnippet,
  })),
});

const toEndpointJson = (endpoint: RestWebhookEndpointFragment): z.input<typeof endpointJson> => ({
  id: endpoint.id,
  url: endpoint.url,
  description: endpoint.description,
  events: endpoint.events.map(toName),
  enabled: endpoint.enabled,
  secret_prefix: endpoint.secretPrefix,
  previous_secret_prefix: endpoint.previousSecretPrefix,
  previous_secret_expires_at: endpoint.previousSecretExpiresAt,
  created_at: endpoint.createdAt,
  updated_at: endpoint.updatedAt,
  failing_since: endpoint.failingSince,
  turns_off_at: endpoint.turnsOffAt,
  auto_disabled_at: endpoint.autoDisabledAt,
  last_delivery: endpoint.lastDelivery ? toDeliveryJson(endpoint.lastDelivery) : null,
});

const endpointNotFound = () => new RestReplyError(detail(404, 'Webhook endpoint not found'));

const createBody = z.object({
  url: z.string(),
  description: z.string().nullable().optional(),
  events: z.array(eventName),
});

const updateBody = z.object({
  url: z.string().optional(),
  description: z.string().nullable().optional(),
  events: z.array(eventName).optional(),
  enabled: z.boolean().optional(),
  drop_previous_secret: z.boolean().optional().meta({ description: 'true: stop signing with the secret the latest rotation replaced, now' }),
});

const rotateBody = z
  .object({
    // Shape only: the range (0–72) and its sentence are accounts'.
    keep_old_secret_hours: z.number().int().optional().meta({ description: 'How long the old secret signs too (a second v1), 0–72 hours; 24 when left out; 0 for a leaked secret' }),
  })
  .optional();

/** Admin routes for webhook endpoints (accounts checks the admin role: members get 403 "Admin access required"). */
export const webhooksRoutes = [
  defineRoute({
    method: 'GET',
    path: '/admin/webhooks',
    summary: 'Webhook endpoints (admins)',
    auth: 'required',
    operation: RestWebhookEndpointsDocument,
    variables: () => ({}),
    returns: z.array(endpointJson),
    response: (data) => data.webhookEndpoints.map(toEndpointJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/webhooks',
    summary: 'Register a webhook endpoint; answers its signing secret once (admins)',
    auth: 'required',
    body: createBody,
    operation: RestCreateWebhookEndpointDocument,
    variables: ({ body }) => ({ input: { url: body.url, description: body.description ?? null, events: body.events.map(toEnum) } }),
    status: 201,
    returns: createdJson,
    response: (data) => ({ ...toEndpointJson(data.createWebhookEndpoint.endpoint), secret: data.createWebhookEndpoint.secret }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/webhooks/:id',
    summary: 'A webhook endpoint with its recent deliveries (admins)',
    auth: 'required',
    params: idParams,
    operation: RestWebhookEndpointDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: endpointWithDeliveriesJson,
    response: (data) => {
      if (!data.webhookEndpoint) throw endpointNotFound();
      return { ...toEndpointJson(data.webhookEndpoint), recent_deliveries: data.webhookEndpoint.deliveries.map(toDeliveryJson) };
    },
  }),
  defineRoute({
    method: 'PATCH',
    path: '/admin/webhooks/:id',
    summary: 'Change a webhook endpoint’s URL, events, note or whether it is enabled (admins)',
    auth: 'required',
    params: idParams,
    body: updateBody,
    operation: RestUpdateWebhookEndpointDocument,
    variables: ({ params, body }) => ({
      id: params.id,
      input: {
        ...(body.url !== undefined ? { url: body.url } : {}),
        ...(body.description !== undefined ? { description: body.description ?? '' } : {}),
        ...(body.events !== undefined ? { events: body.events.map(toEnum) } : {}),
        ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
        ...(body.drop_previous_secret !== undefined ? { dropPreviousSecret: body.drop_previous_secret } : {}),
      },
    }),
    returns: endpointJson,
    response: (data) => toEndpointJson(data.updateWebhookEndpoint),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/admin/webhooks/:id',
    summary: 'Remove a webhook endpoint and its delivery log (admins)',
    auth: 'required',
    params: idParams,
    operation: RestDeleteWebhookEndpointDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: messageReply,
    response: () => ({ message: 'Webhook endpoint deleted' }),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/webhooks/:id/test',
    summary: 'Send a webhook endpoint a signed "ping" now; answers the delivery (admins)',
    auth: 'required',
    params: idParams,
    operation: RestSendWebhookTestDocument,
    variables: ({ params }) => ({ id: params.id }),
    returns: deliveryJson,
    response: (data) => toDeliveryJson(data.sendWebhookTest),
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/webhooks/:id/rotate-secret',
    summary: 'Give a webhook endpoint a new signing secret, answered once; the old one signs too for 24 hours unless told otherwise (admins)',
    auth: 'required',
    params: idParams,
    body: rotateBody,
    operation: RestRotateWebhookSecretDocument,
    variables: ({ params, body }) => ({ id: params.id, ...(body?.keep_old_secret_hours !== undefined ? { keepOldSecretHours: body.keep_old_secret_hours } : {}) }),
    returns: createdJson,
    response: (data) => ({ ...toEndpointJson(data.rotateWebhookSecret.endpoint), secret: data.rotateWebhookSecret.secret }),
  }),
  defineRoute({
    method: 'GET',
    path: '/admin/webhooks/:id/deliveries',
    summary: 'A webhook endpoint’s deliveries, newest first, with their attempts (admins)',
    auth: 'required',
    params: idParams,
    query: pageQuery(20),
    operation: RestWebhookDeliveriesDocument,
    variables: ({ params, query }) => ({ id: params.id, limit: query.limit, offset: query.offset }),
    returns: z.array(deliveryJson),
    response: (data) => {
      if (!data.webhookEndpoint) throw endpointNotFound();
      return data.webhookEndpoint.deliveries.map(toDeliveryJson);
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/admin/webhook-deliveries/:id/redeliver',
    summary: 'Send a delivery’s event again as a new delivery, with retries; answers it (admins)',
    auth: 'required',
    params: idParams,
    operation: RestRedeliverWebhookDocument,
    variables: ({ params }) => ({ deliveryId: params.id }),
    status: 202,
    returns: deliveryJson,
    response: (data) => toDeliveryJson(data.redeliverWebhook),
  }),
];
