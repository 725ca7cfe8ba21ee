import { Field, InputType } from 'type-graphql';

/** The spec's checkout form (§3): contact and shipping; checked by checkout-rules.ts. */
@InputType('CheckoutInput', { description: 'The checkout form: contact and shipping address' })
export class CheckoutInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String)
  email!: string;

  @Field(() => String, { nullable: true, description: 'Optional' })
  phone?: string | null;

  @Field(() => String)
  address1!: string;

  @Field(() => String, { nullable: true, description: 'Optional' })
  address2?: string | null;

  @Field(() => String)
  city!: string;

  @Field(() => String, { description: 'State or province' })
  region!: string;

  @Field(() => String)
  zip!: string;

  @Field(() => String, { description: 'US or CA' })
  country!: string;
}
