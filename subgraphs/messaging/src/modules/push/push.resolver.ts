import { chargeOrRefuse, requireViewer } from '@momstride/kit';
import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { MessagingContext } from '../../context.js';
import { pushSettings } from './push-config.js';
import { sendPushToDevices } from './push-sender.js';
import { PushSubscription } from './push-subscription.entity.js';
import { listPushSubscriptions, registerPushSubscription, removePushSubscription } from './push-subscription.service.js';
import { PushDeviceInput, TestPushResult } from './push.types.js';
import { TEST_PUSHES_PER_10_MINUTES } from './test-push-rate.js';

/** What the test notification says; a tap opens her profile, where the push section is. */
export const TEST_PUSH = { title: 'MomStride', body: 'Push notifications work on this device. See you on the next walk!', url: '/settings/notifications', tag: 'test' } as const;

/** Web Push: the server's public key, her devices, turning push on and off, a test notification. */
@Resolver(() => PushSubscription)
export class PushResolver {
  @Query(() => String, {
    nullable: true,
    description: "The server's VAPID public key (base64url) for pushManager.subscribe's applicationServerKey; null when push is not set up",
  })
  pushPublicKey(): string | null {
    return pushSettings()?.publicKey ?? null;
  }

  @Query(() => [PushSubscription], { description: 'The devices on which the viewer turned push notifications on, the latest first' })
  async myPushDevices(@Ctx() ctx: MessagingContext): Promise<PushSubscription[]> {
    const viewer = requireViewer(ctx);
    return listPushSubscriptions(ctx.em, viewer.userId);
  }

  @Mutation(() => PushSubscription, {
    description:
      'Turns push on for this device: registers its subscription (again: keys updated; a subscription another member registered moves to the viewer). BAD_USER_INPUT for an endpoint that is not an https URL of a public host or keys of the wrong size; CONFLICT when push is not set up',
  })
  async registerPushDevice(@Arg('input', () => PushDeviceInput, { description: "The browser's push subscription (PushSubscription.toJSON()) and a label for the device" }) input: PushDeviceInput, @Ctx() ctx: MessagingContext): Promise<PushSubscription> {
    const viewer = requireViewer(ctx);
    return registerPushSubscription(ctx.em, viewer.userId, input);
  }

  @Mutation(() => Boolean, { description: 'Turns push off for one of her devices, by id or by endpoint; false when she has no such device' })
  async removePushDevice(
    @Arg('id', () => ID, { nullable: true, description: "The device's id" }) id: string | null,
    @Arg('endpoint', () => String, { nullable: true, description: "Or the subscription's endpoint (this browser's)" }) endpoint: string | null,
    @Ctx() ctx: MessagingContext,
  ): Promise<boolean> {
    const viewer = requireViewer(ctx);
    return removePushSubscription(ctx.em, viewer.userId, { id, endpoint });
  }

  @Mutation(() => TestPushResult, {
    description: `Sends a test notification to each of her devices and tells what became of it; at most ${TEST_PUSHES_PER_10_MINUTES} per 10 minutes (RATE_LIMITED)`,
  })
  async sendTestPush(@Ctx() ctx: MessagingContext): Promise<TestPushResult> {
    const viewer = requireViewer(ctx);
    await chargeOrRefuse(ctx.services.testPushRate, viewer.userId, 'sending test notifications');
    const outcomes = await sendPushToDevices(ctx.em, viewer.userId, TEST_PUSH);
    const count = (outcome: string) => outcomes.filter((each) => each === outcome).length;
    return { sent: count('sent'), dropped: count('dropped'), failed: count('failed') };
  }
}
