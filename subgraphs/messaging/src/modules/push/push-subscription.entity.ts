import { randomUUID } from 'node:crypto';
import { Entity, Index, OptionalProps, PrimaryKey, Property, Unique } from '@mikro-orm/core';
import { Field, ID, ObjectType } from 'type-graphql';

/**
 * One of a member's devices that receives Web Push: the push service's endpoint and the keys payloads are encrypted
 * for (RFC 8291). The endpoint is unique: registering it again moves it to whoever registered it last (a shared
 * browser). Written with SQL by push-subscription.service.ts; dropped when the push service answers 404 or 410.
 */
@Entity({ tableName: 'push_subscriptions' })
@Index({ name: 'push_subscriptions_user_index', properties: ['userId', 'createdAt'] })
@ObjectType('PushDevice', { description: 'A device (browser) on which the viewer turned push notifications on' })
export class PushSubscription {
  [OptionalProps]?: 'device' | 'createdAt' | 'updatedAt';

  @PrimaryKey({ type: 'uuid' })
  @Field(() => ID, { description: "The device's id (to turn it off)" })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'text' })
  @Unique({ name: 'push_subscriptions_endpoint_unique' })
  @Field(() => String, { description: "The push service's endpoint of the subscription (identifies this browser's subscription)" })
  endpoint!: string;

  @Property({ type: 'text' })
  p256dh!: string;

  @Property({ type: 'text' })
  auth!: string;

  @Property({ type: 'text', nullable: true })
  @Field(() => String, { nullable: true, description: 'What the device said it is when registered (a browser and system), or null' })
  device: string | null = null;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  @Field(() => Date, { description: 'When push was turned on on this device (ISO-8601, UTC)' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  updatedAt: Date = new Date();
}
