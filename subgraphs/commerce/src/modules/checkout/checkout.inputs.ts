import { Field, InputType } from 'type-graphql';

/** The checkout form (docs/product.md, Entities and fields): contact and shipping; checked by checkout-rules.ts. */
@InputType('CheckoutInput', { description: 'The checkout form: contact and shipping address' })
export class CheckoutInput {
  @Field(() => String, { description: "Shopper's first name (required)" })
  firstName!: string;

  @Field(() => String, { description: "Shopper's last name (required)" })
  lastName!: string;

  @Field(() => String, { description: "Shopper's e-mail address (required): the order confirmation is mailed there" })
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional' })
  phone?: string | null;

  @Field(() => String, { description: 'Shipping address, first line (required)' })
  address1!: string;

  @Field(() => String, { nullable: true, description: 'Optional' })
  address2?: string | null;

  @Field(() => String, { description: 'Shipping city (required)' })
  city!: string;

  @Field(() => String, { description: 'State or province' })
  region!: string;

  @Field(() => String, { description: 'ZIP or postal code of the shipping address (required)' })
  zip!: string;

  @Field(() => String, { description: 'US or CA' })
  country!: string;
}
