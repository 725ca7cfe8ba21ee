import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { dollarsOf } from '../catalogue/money.js';

/** A line of an order, with the price at the moment of checkout. */
@ObjectType('OrderLine', { description: 'A line of an order, priced at the moment of checkout' })
export class OrderLine {
  @Field(() => ID)
  id!: string;

  orderId!: string;

  @Field(() => ID, { nullable: true, description: 'Null once the product is gone from the catalogue' })
  productId!: string | null;

  @Field(() => ID)
  variantId!: string;

  @Field(() => String)
  productTitle!: string;

  @Field(() => String)
  variantTitle!: string;

  @Field(() => String, { nullable: true })
  image!: string | null;

  @Field(() => Int)
  quantity!: number;

  @Field(() => Int)
  unitPriceCents!: number;

  @Field(() => Int)
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
