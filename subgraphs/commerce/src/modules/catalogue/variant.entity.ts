import { Entity, OptionalProps, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { dollarsOf } from './money.js';

/** A variant of a product (docs/product.md, Entities and fields: Variant; a size and colour of a tee…), priced in integer cents. */
@Entity({ tableName: 'variants' })
@ObjectType('Variant', { description: 'A variant of a product (a size, a colour)' })
export class Variant {
  [OptionalProps]?: 'isEnabled' | 'isDefault' | 'position';

  /** The print-on-demand provider's id as text (e.g. "4012"), or one made here. */
  @PrimaryKey({ type: 'text' })
  @Field(() => ID, { description: 'As text (print-on-demand ids are numbers)' })
  id!: string;

  @Property({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'text' })
  @Field(() => String, { description: 'e.g. "Heather Sage / M"' })
  title!: string;

  @Property({ type: 'integer' })
  @Field(() => Int, { description: 'The price in US cents' })
  priceCents!: number;

  @Property({ type: 'boolean', default: true })
  @Field(() => Boolean, { description: 'False when sold out or discontinued: it cannot be added to a cart' })
  isEnabled: boolean = true;

  @Property({ type: 'boolean', default: false })
  @Field(() => Boolean, { description: 'Whether this is the variant the shop shows first' })
  isDefault: boolean = false;

  @Property({ type: 'integer', default: 0 })
  position: number = 0;

  @Field(() => Float, { description: 'The price in US dollars (docs/product.md, Entities and fields: Variant price_display)' })
  get priceDisplay(): number {
    return dollarsOf(this.priceCents);
  }
}
