import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { PUSH_DEVICE_MAX_LENGTH, PUSH_ENDPOINT_MAX_LENGTH } from './push-subscription.service.js';

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
@InputType('PushDeviceInput', { description: "This browser's push subscription (PushSubscription.toJSON(): endpoint and keys)" })
export class PushDeviceInput {
  @Field(() => String, { description: `The push service's endpoint: an https URL (at most ${PUSH_ENDPOINT_MAX_LENGTH} characters)` })
  endpoint!: string;

  @Field(() => String, { description: "keys.p256dh: the subscription's P-256 public key (base64url)" })
  p256dh!: string;

  @Field(() => String, { description: 'keys.auth: its 16-byte authentication secret (base64url)' })
  auth!: string;

  @Field(() => String, { nullable: true, description: `What the device is, to tell her devices apart ("Chrome on Android"; at most ${PUSH_DEVICE_MAX_LENGTH} characters)` })
  device?: string | null;
}

/** What became of a test notification on each of her devices. */
@ObjectType('TestPushResult', { description: 'What became of the test notification on each of her devices' })
export class TestPushResult {
  @Field(() => Int, { description: 'Devices whose push service accepted it' })
  sent!: number;

  @Field(() => Int, { description: 'Devices whose subscription had expired (turned off now)' })
  dropped!: number;

  @Field(() => Int, { description: 'Devices whose push service could not be reached or refused it (tried again next time)' })
  failed!: number;
}
