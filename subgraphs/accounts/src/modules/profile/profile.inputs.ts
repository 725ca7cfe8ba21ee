import { Field, InputType, Int } from 'type-graphql';
import { BusinessCategory } from '../users/user.enums.js';

/**
 * The profile form. First and last name are always sent; any other field left out stays as it is,
 * an explicit null (or a blank string) clears it.
 */
@InputType('UpdateProfileInput')
export class UpdateProfileInput {
  @Field(() => String)
  firstName!: string;

  @Field(() => String)
  lastName!: string;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true })
  businessName?: string | null;

  @Field(() => BusinessCategory, { nullable: true })
  businessCategory?: BusinessCategory | null;

  @Field(() => String, { nullable: true })
  businessDescription?: string | null;

  @Field(() => String, { nullable: true })
  websiteUrl?: string | null;

  @Field(() => String, { nullable: true })
  instagramHandle?: string | null;

  @Field(() => String, { nullable: true })
  facebookUrl?: string | null;

  @Field(() => String, { nullable: true })
  linkedinUrl?: string | null;

  @Field(() => String, { nullable: true })
  locationCity?: string | null;

  @Field(() => String, { nullable: true })
  locationState?: string | null;

  @Field(() => Int, { nullable: true })
  yearsInBusiness?: number | null;

  @Field(() => String, { nullable: true })
  experienceLevel?: string | null;

  @Field(() => String, { nullable: true })
  lookingFor?: string | null;

  @Field(() => String, { nullable: true })
  offering?: string | null;

  @Field(() => [String], { nullable: true })
  interests?: string[] | null;
}
