import { Arg, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { boundedLimitDescription, boundedPage, isUuid, OFFSET_DESCRIPTION } from '@momstride/kit';
import type { AccountsContext } from '../../context.js';
import { requireCurrentAdmin } from '../admin/admin.guard.js';
import { createEndpoint, deleteEndpoint, redeliver, rotateSecret, sendTest, updateEndpoint } from './webhook.service.js';
import { findEndpoint, listAttempts, listDeliveries, listEndpoints } from './webhook.store.js';
import {
  CreatedWebhookEndpoint,
  CreateWebhookEndpointInput,
  DELIVERIES_DEFAULT_LIMIT,
  DELIVERIES_MAX_LIMIT,
  KEEP_OLD_SECRET_DEFAULT_HOURS,
  KEEP_OLD_SECRET_MAX_HOURS,
  UpdateWebhookEndpointInput,
  WebhookAttempt,
  WebhookDelivery,
  WebhookEndpoint,
} from './webhook.types.js';

/** Webhook endpoints and their delivery log: admins only (each operation re-checks the viewer's current role). */
@Resolver(() => WebhookEndpoint)
export class WebhookEndpointResolver {
  @Query(() => [WebhookEndpoint], { description: 'Every webhook endpoint, newest first (admins only)' })
  async webhookEndpoints(@Ctx() ctx: AccountsContext): Promise<WebhookEndpoint[]> {
    await requireCurrentAdmin(ctx);
    return listEndpoints(ctx.em);
  }

  @Query(() => WebhookEndpoint, { nullable: true, description: 'One webhook endpoint; null when there is none with this id (admins only)' })
  async webhookEndpoint(@Arg('id', () => ID, { description: 'Id of the webhook endpoint' }) id: string, @Ctx() ctx: AccountsContext): Promise<WebhookEndpoint | null> {
    await requireCurrentAdmin(ctx);
    if (!isUuid(id)) return null;
    return (await findEndpoint(ctx.em, id))?.endpoint ?? null;
  }

  @Mutation(() => CreatedWebhookEndpoint, {
    description:
      'Register an endpoint for events (admins only): an https URL of a public host (BAD_USER_INPUT with field details otherwise); answers it with its whole signing secret, shown this once',
  })
  async createWebhookEndpoint(@Arg('input', () => CreateWebhookEndpointInput, { description: 'Its URL, events and note' }) input: CreateWebhookEndpointInput, @Ctx() ctx: AccountsContext): Promise<CreatedWebhookEndpoint> {
    const admin = await requireCurrentAdmin(ctx);
    return createEndpoint(ctx.em, ctx.services.webhooks.config, admin.userId, input);
  }

  @Mutation(() => WebhookEndpoint, { description: "Change an endpoint's URL, note, events or whether it is enabled (admins only); NOT_FOUND for an unknown id" })
  async updateWebhookEndpoint(
    @Arg('id', () => ID, { description: 'Id of the webhook endpoint' }) id: string,
    @Arg('input', () => UpdateWebhookEndpointInput, { description: 'The fields to change' }) input: UpdateWebhookEndpointInput,
    @Ctx() ctx: AccountsContext,
  ): Promise<WebhookEndpoint> {
    await requireCurrentAdmin(ctx);
    return updateEndpoint(ctx.em, ctx.services.webhooks.config, id, input);
  }

  @Mutation(() => ID, { description: 'Remove an endpoint and its delivery log (admins only); answers its id' })
  async deleteWebhookEndpoint(@Arg('id', () => ID, { description: 'Id of the webhook endpoint' }) id: string, @Ctx() ctx: AccountsContext): Promise<string> {
    await requireCurrentAdmin(ctx);
    return deleteEndpoint(ctx.em, id);
  }

  @Mutation(() => CreatedWebhookEndpoint, {
    description: `Give an endpoint a new signing secret (admins only), shown this once. The old one keeps signing too (a second v1) for keepOldSecretHours, so your service can switch over; 0 stops it at once (a leaked secret)`,
  })
  async rotateWebhookSecret(
    @Arg('id', () => ID, { description: 'Id of the webhook endpoint' }) id: string,
    @Arg('keepOldSecretHours', () => Int, {
      defaultValue: KEEP_OLD_SECRET_DEFAULT_HOURS,
      description: `How long the old secret signs too, 0 to ${KEEP_OLD_SECRET_MAX_HOURS} hours (outside is BAD_USER_INPUT)`,
    })
    keepOldSecretHours: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<CreatedWebhookEndpoint> {
    await requireCurrentAdmin(ctx);
    return rotateSecret(ctx.em, ctx.services.webhooks.config, id, keepOldSecretHours);
  }

  @Mutation(() => WebhookDelivery, { description: 'Send the endpoint a signed "ping" event now (admins only); answers the delivery after its one attempt (a test is not retried)' })
  async sendWebhookTest(@Arg('id', () => ID, { description: 'Id of the webhook endpoint' }) id: string, @Ctx() ctx: AccountsContext): Promise<WebhookDelivery> {
    await requireCurrentAdmin(ctx);
    return sendTest(ctx.em, ctx.services.webhooks.config, id);
  }

  @Mutation(() => WebhookDelivery, {
    description:
      "Send a delivery's event again as a new delivery (a new id; the same type, time and data), through the queue with retries (admins only); answers the new delivery, pending. NOT_FOUND for an unknown delivery",
  })
  async redeliverWebhook(@Arg('deliveryId', () => ID, { description: 'Id of the delivery to send again' }) deliveryId: string, @Ctx() ctx: AccountsContext): Promise<WebhookDelivery> {
    await requireCurrentAdmin(ctx);
    return redeliver(ctx.em, ctx.services.webhooks.queue, deliveryId);
  }

  @FieldResolver(() => WebhookDelivery, { nullable: true, description: 'The newest delivery; null before the first' })
  async lastDelivery(@Root() endpoint: WebhookEndpoint, @Ctx() ctx: AccountsContext): Promise<WebhookDelivery | null> {
    const [latest] = await listDeliveries(ctx.em, endpoint.id, { limit: 1, offset: 0 });
    return latest ?? null;
  }

  @FieldResolver(() => [WebhookDelivery], { description: `Deliveries to this endpoint, newest first (kept 30 days); at most ${DELIVERIES_MAX_LIMIT} per page` })
  async deliveries(
    @Root() endpoint: WebhookEndpoint,
    @Arg('limit', () => Int, { defaultValue: DELIVERIES_DEFAULT_LIMIT, description: boundedLimitDescription(DELIVERIES_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<WebhookDelivery[]> {
    return listDeliveries(ctx.em, endpoint.id, boundedPage(limit, offset, DELIVERIES_MAX_LIMIT));
  }
}

@Resolver(() => WebhookDelivery)
export class WebhookDeliveryResolver {
  @FieldResolver(() => [WebhookAttempt], { description: 'Every attempt, oldest first' })
  attempts(@Root() delivery: WebhookDelivery, @Ctx() ctx: AccountsContext): Promise<WebhookAttempt[]> {
    return listAttempts(ctx.em, delivery.id);
  }
}
