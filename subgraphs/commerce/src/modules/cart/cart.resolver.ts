import { Arg, Ctx, Field, ID, InputType, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { CommerceContext } from '../../context.js';
import { addToCart, createCart, getCart, removeCartItem, setCartItemQuantity } from './cart.service.js';
import { Cart } from './cart.types.js';

@InputType('AddToCartInput', { description: 'The add-to-cart payload (docs/product.md, Entities and fields)' })
export class AddToCartInputType {
  @Field(() => ID, { nullable: true, description: 'The product (checked against the variant when given)' })
  productId?: string | null;

  @Field(() => ID, { description: 'The variant id as text' })
  variantId!: string;

  @Field(() => Int, { description: 'A whole number from 1 to 99' })
  quantity!: number;
}

/**
 * Carts by session id: public (no sign-in), isolated by their unguessable ids. createCart issues one (128 random bits);
 * a client-chosen id still works when it looks random (a UUID), but no new cart is made under a guessable one.
 */
@Resolver(() => Cart)
export class CartResolver {
  @Query(() => Cart, { description: 'The cart of a session id (^[A-Za-z0-9_-]{16,128}$); an unknown one is empty' })
  cart(@Arg('sessionId', () => String, { description: "The cart's session id (16–128 of A–Z, a–z, 0–9, _ and -), issued by createCart (or a random UUID made by the client) and kept between visits" }) sessionId: string, @Ctx() ctx: CommerceContext): Promise<Cart> {
    return getCart(ctx.em, sessionId);
  }

  @Mutation(() => Cart, {
    description:
      'Starts an empty cart under a new server-issued session id (22 characters, 128 random bits): keep its id and pass it as sessionId. RATE_LIMITED past CART_ADDS_PER_ADDRESS_PER_HOUR per client address',
  })
  async createCart(@Ctx() ctx: CommerceContext): Promise<Cart> {
    await ctx.services.shopLimits.chargeCartAdd(ctx.viewer.ip);
    return createCart(ctx.em);
  }

  @Mutation(() => Cart, {
    description:
      'Adds a variant; the same variant again merges into its line (1–99 per line). BAD_USER_INPUT for a new cart under a guessable session id (use createCart); RATE_LIMITED past CART_ADDS_PER_ADDRESS_PER_HOUR per client address',
  })
  async addToCart(@Arg('sessionId', () => String, { description: "The cart's session id (16–128 of A–Z, a–z, 0–9, _ and -); the cart is made on first use" }) sessionId: string, @Arg('input', () => AddToCartInputType, { description: 'The variant and how many to add (added to the line already holding that variant)' }) input: AddToCartInputType, @Ctx() ctx: CommerceContext): Promise<Cart> {
    await ctx.services.shopLimits.chargeCartAdd(ctx.viewer.ip);
    return addToCart(ctx.em, sessionId, input);
  }

  @Mutation(() => Cart, { description: "Sets a line's quantity (1–99); NOT_FOUND for another session's line" })
  setCartItemQuantity(
    @Arg('sessionId', () => String, { description: "The cart's session id" }) sessionId: string,
    @Arg('itemId', () => ID, { description: 'Id of the cart line (CartItem.id)' }) itemId: string,
    @Arg('quantity', () => Int, { description: "The line's new quantity (1–99; use removeCartItem to take it out)" }) quantity: number,
    @Ctx() ctx: CommerceContext,
  ): Promise<Cart> {
    return setCartItemQuantity(ctx.em, sessionId, itemId, quantity);
  }

  @Mutation(() => Cart, { description: "Removes a line; NOT_FOUND for another session's line" })
  removeCartItem(@Arg('sessionId', () => String, { description: "The cart's session id" }) sessionId: string, @Arg('itemId', () => ID, { description: 'Id of the cart line to remove (CartItem.id)' }) itemId: string, @Ctx() ctx: CommerceContext): Promise<Cart> {
    return removeCartItem(ctx.em, sessionId, itemId);
  }
}
