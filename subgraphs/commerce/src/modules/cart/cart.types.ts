import { Field, Float, ID, Int, ObjectType } from 'type-graphql';

/** A line of a cart (docs/product.md, Entities and fields: Cart item), priced by the server from its own catalogue. */
@ObjectType('CartItem', { description: 'A line of a cart' })
export class CartItem {
  @Field(() => ID, { description: "The cart line's id" })
  id!: string;

  @Field(() => ID, { description: "Id of the product of this line's variant" })
  productId!: string;

  @Field(() => String, { description: "The product's title" })
  productTitle!: string;

  @Field(() => ID, { description: 'The variant id as text' })
  variantId!: string;

  @Field(() => String, { description: 'The variant\'s title (e.g. "M / Navy")' })
  variantTitle!: string;

  @Field(() => Int, { description: 'How many of this variant (1–99)' })
  quantity!: number;

  @Field(() => Float, { description: 'The unit price in US dollars (the catalogue price now)' })
  unitPrice!: number;

  @Field(() => Float, { description: 'unitPrice × quantity, in US dollars' })
  total!: number;

  @Field(() => String, { nullable: true, description: "The product's default image" })
  image!: string | null;

  @Field(() => Boolean, { description: 'False when the variant sold out after it was added (checkout refuses it)' })
  isAvailable!: boolean;
}

/** A cart (docs/product.md, Entities and fields: Cart): everything in it, priced by the server. */
@ObjectType('Cart', { description: 'A shopping cart, kept by its session id (no sign-in needed)' })
export class Cart {
  @Field(() => ID, { description: 'The cart session id' })
  id!: string;

  @Field(() => [CartItem], { description: 'In the order they were added' })
  items!: CartItem[];

  @Field(() => Float, { description: 'Σ unit price × quantity, in US dollars' })
  subtotal!: number;

  @Field(() => Int, { description: 'Σ quantity' })
  itemCount!: number;

  @Field(() => Boolean, { description: 'Checked out and not used since (a hosted-storefront client starts a new cart)' })
  completed!: boolean;
}
