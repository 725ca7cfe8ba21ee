import { Field, ID, InputType, Int, ObjectType } from 'type-graphql';
import { WebhookDeliveryStatus, WebhookEvent } from './webhook-events.js';
import { WEBHOOK_FAILING_DAYS_BEFORE_OFF } from './webhook-failing.js';

/** Longest endpoint URL accepted. */
export const WEBHOOK_URL_MAX_LENGTH = 2048;
/** Longest endpoint description accepted. */
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 500;
export const DELIVERIES_DEFAULT_LIMIT = 20;
export const DELIVERIES_MAX_LIMIT = 100;
/** After a rotation the old secret signs too for this long unless asked otherwise (rotateWebhookSecret). */
export const KEEP_OLD_SECRET_DEFAULT_HOURS = 24;
export const KEEP_OLD_SECRET_MAX_HOURS = 72;

@ObjectType({ description: 'One try of a webhook delivery' })
export class WebhookAttempt {
  @Field(() => Int, { description: '1 for the first try, 2 for the first retry, …' })
  number!: number;

  @Field(() => Date, { description: 'When the request was sent' })
  at!: Date;

  @Field(() => Int, { nullable: true, description: 'The HTTP status the endpoint answered; null when no answer came (see error)' })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the attempt failed (a non-2xx status, a timeout, a refused address, …); null when it succeeded' })
  error!: string | null;

  @Field(() => Int, { description: 'How long the request took, in milliseconds' })
  durationMs!: number;

  @Field(() => String, { nullable: true, description: "The start of the endpoint's response body (at most 1 KiB)" })
  responseSnippet!: string | null;
}

@ObjectType({ description: 'One event sent (or to be sent) to one webhook endpoint, with its attempts' })
export class WebhookDelivery {
  @Field(() => ID, { description: 'The delivery id: the payload\'s "id" and the MomStride-Delivery header; the same on every retry' })
  id!: string;

  /** The endpoint's id (not exposed: a delivery is always read through its endpoint). */
  endpointId!: string;

  @Field(() => String, { description: 'The event type delivered: "member.joined", "order.placed", …, or "ping" for a test' })
  event!: string;

  @Field(() => WebhookDeliveryStatus, { description: 'Where the delivery stands' })
  status!: WebhookDeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far' })
  attemptCount!: number;

  @Field(() => Date, { description: 'When the event happened and the delivery was queued' })
  createdAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (status retrying); null otherwise' })
  nextAttemptAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'The HTTP status of the latest attempt; null when no answer came or none was made' })
  responseStatus!: number | null;

  @Field(() => String, { nullable: true, description: 'Why the latest attempt failed; null when it succeeded or none was made' })
  error!: string | null;

  @Field(() => Int, { nullable: true, description: 'How long the latest attempt took, in milliseconds' })
  durationMs!: number | null;

  @Field(() => String, { description: 'The JSON body sent (the same bytes on every attempt; the signature covers them)' })
  payload!: string;
}

@ObjectType({ description: 'An address MomStride sends signed event notifications to (admins only)' })
export class WebhookEndpoint {
  @Field(() => ID, { description: "The endpoint's id" })
  id!: string;

  @Field(() => String, { description: 'Where events are POSTed (https)' })
  url!: string;

  @Field(() => String, { description: 'A note for admins; empty when none' })
  description!: string;

  @Field(() => [WebhookEvent], { description: 'The events this endpoint receives' })
  events!: WebhookEvent[];

  @Field(() => Boolean, { description: 'Whether events are sent to it (a disabled endpoint receives nothing, retries included)' })
  enabled!: boolean;

  @Field(() => String, { description: 'The start of the signing secret, for telling secrets apart ("whsec_Ab12…"); the whole secret is shown only at creation and rotation' })
  secretPrefix!: string;

  @Field(() => String, { nullable: true, description: 'The start of the secret the latest rotation replaced, while it still signs too (a second v1 in MomStride-Signature); null otherwise' })
  previousSecretPrefix!: string | null;

  @Field(() => Date, { nullable: true, description: 'Until when the replaced secret signs too; null when none does' })
  previousSecretExpiresAt!: Date | null;

  @Field(() => Date, { description: 'When it was registered' })
  createdAt!: Date;

  @Field(() => Date, { description: 'When it was last changed (its secret rotated included)' })
  updatedAt!: Date;

  @Field(() => Date, {
    nullable: true,
    description: `Since when its deliveries have failed for good with none succeeding (the creation of the oldest such event); null while it works. After ${WEBHOOK_FAILING_DAYS_BEFORE_OFF} days of that it is turned off`,
  })
  failingSince!: Date | null;

  @Field(() => Date, {
    nullable: true,
    description: `When it was turned off automatically because its deliveries had failed for ${WEBHOOK_FAILING_DAYS_BEFORE_OFF} days (admins are mailed); null otherwise. Turning it on again clears this and failingSince`,
  })
  autoDisabledAt!: Date | null;

  @Field(() => Date, { nullable: true, description: `When it will be turned off unless a delivery gets through first (failingSince + ${WEBHOOK_FAILING_DAYS_BEFORE_OFF} days); null while it works or when it is off` })
  turnsOffAt!: Date | null;

  /** Who registered it (not exposed). */
  createdBy!: string | null;
}

@ObjectType({ description: 'A new (or re-keyed) endpoint with its whole signing secret: shown this once, store it now' })
export class CreatedWebhookEndpoint {
  @Field(() => WebhookEndpoint, { description: 'The endpoint' })
  endpoint!: WebhookEndpoint;

  @Field(() => String, { description: 'The signing secret ("whsec_…"): verify the MomStride-Signature header with it (see docs/webhooks.md)' })
  secret!: string;
}

@InputType({ description: 'A new webhook endpoint' })
export class CreateWebhookEndpointInput {
  @Field(() => String, { description: `Where to POST events: an https:// URL of a public host, at most ${WEBHOOK_URL_MAX_LENGTH} characters, without a user name or password` })
  url!: string;

  @Field(() => String, { nullable: true, description: `A note for admins, at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters` })
  description?: string | null;

  @Field(() => [WebhookEvent], { description: 'The events to receive (at least one)' })
  events!: WebhookEvent[];
}

@InputType({ description: 'Changes to a webhook endpoint; fields left out stay as they are' })
export class UpdateWebhookEndpointInput {
  @Field(() => String, { nullable: true, description: 'A new URL (same rules as at creation)' })
  url?: string | null;

  @Field(() => String, { nullable: true, description: 'A new note; empty removes it' })
  description?: string | null;

  @Field(() => [WebhookEvent], { nullable: true, description: 'The new set of events (at least one)' })
  events?: WebhookEvent[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Turn sending on or off' })
  enabled?: boolean | null;

  @Field(() => Boolean, { nullable: true, description: 'true: stop signing with the secret the latest rotation replaced, now (its overlap ends)' })
  dropPreviousSecret?: boolean | null;
}
