import { Arg, Ctx, Field, ID, Int, Mutation, ObjectType, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context.js';
import { CheckoutInput } from './checkout.inputs.js';
import { checkout } from './checkout.service.js';

/** What a shopper learns of her order: its id and reference (the order itself is for admins). */
@ObjectType('CheckoutResult', { description: 'An order request taken' })
export class CheckoutResult {
  @Field(() => ID, { description: 'Id of the order just placed (or of the earlier order with the same idempotency key)' })
  orderId!: string;

  @Field(() => String, { description: 'e.g. "MS-1001"' })
  reference!: string;

  @Field(() => Int, { description: 'US cents' })
  subtotalCents!: number;
}

@Resolver()
export class CheckoutResolver {
  @Mutation(() => CheckoutResult, {
    description:
      "Takes an order request from a session's cart (public): prices from the catalogue, the cart emptied, a confirmation mailed. BAD_USER_INPUT for the form's problems or an empty cart; the same idempotencyKey again answers the same order. RATE_LIMITED past CHECKOUTS_PER_ADDRESS_PER_HOUR per client address or CHECKOUTS_PER_EMAIL_PER_HOUR per shopper e-mail (aliases counted as one)",
  })
  async checkout(
    @Arg('sessionId', () => String, { description: "The cart's session id (16–128 of A–Z, a–z, 0–9, _ and -)" }) sessionId: string,
    @Arg('input', () => CheckoutInput, { description: 'The order form: shopper and shipping address' }) input: CheckoutInput,
    @Arg('idempotencyKey', () => String, { nullable: true, description: 'A key the client makes once per order attempt (e.g. a UUID): resending it answers the first order instead of placing another; null for none' }) idempotencyKey: string | null | undefined,
    @Ctx() ctx: CommerceContext,
  ): Promise<CheckoutResult> {
    await ctx.services.shopLimits.chargeCheckoutAddress(ctx.viewer.ip);
    const order = await checkout(ctx.em, sessionId, input, idempotencyKey ?? null, ctx.services.shopLimits);
    return { orderId: order.id, reference: order.reference, subtotalCents: order.subtotalCents };
  }
}
