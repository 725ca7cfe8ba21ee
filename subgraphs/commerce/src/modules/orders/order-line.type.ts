import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { dollarsOf } from '../catalogue/money.js';

/** A line of an order, with the price at the moment of checkout. */
@ObjectType('OrderLine', { description: 'A line of an order, priced at the moment of checkout' })
export class OrderLine {
  @Field(() => ID, { description: "The line's id" })
  id!: string;

  orderId!: string;

  @Field(() => ID, { nullable: true, description: 'Null once the product is gone from the catalogue' })
  productId!: string | null;

  @Field(() => ID, { description: 'Id of the variant bought' })
  variantId!: string;

  @Field(() => String, { description: "The product's title when the order was placed" })
  productTitle!: string;

  @Field(() => String, { description: 'The variant\'s title when the order was placed (e.g. "M / Navy")' })
  variantTitle!: string;

  @Field(() => String, { nullable: true, description: "URL of the variant's (or product's) image when the order was placed; null when it had none" })
  image!: string | null;

  @Field(() => Int, { description: 'How many were ordered (1 or more)' })
  quantity!: number;

  @Field(() => Int, { description: 'Price of one, in US cents, as priced at checkout' })
  unitPriceCents!: number;

  @Field(() => Int, { description: 'unitPriceCents × quantity, in US cents' })
  lineTotalCents!: number;

  @Field(() => Float, { description: 'US dollars' })
  get unitPrice(): number {
    return dollarsOf(this.unitPriceCents);
  }

  @Field(() => Float, { description: 'US dollars' })
  get total(): number {
    return dollarsOf(this.lineTotalCents);
  }
}
