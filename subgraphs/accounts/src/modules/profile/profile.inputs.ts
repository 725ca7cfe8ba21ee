import { Field, InputType, Int } from 'type-graphql';
import { BusinessCategory } from '../users/user.enums.js';

/**
 * The profile form. First and last name are always sent; any other field left out stays as it is,
 * an explicit null (or a blank string) clears it.
 */
@InputType('UpdateProfileInput', { description: 'The profile form: a field left out stays as it is, a null clears it (first and last name are required)' })
export class UpdateProfileInput {
  @Field(() => String, { description: 'First name (required)' })
  firstName!: string;

  @Field(() => String, { description: 'Last name (required)' })
  lastName!: string;

  @Field(() => String, { nullable: true, description: 'A short text about herself; null clears it' })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'Name of her business; null clears it' })
  businessName?: string | null;

  @Field(() => BusinessCategory, { nullable: true, description: 'Category of her business; null clears it' })
  businessCategory?: BusinessCategory | null;

  @Field(() => String, { nullable: true, description: 'What her business does; null clears it' })
  businessDescription?: string | null;

  @Field(() => String, { nullable: true, description: 'Her business website (an http(s) URL); https:// is added when it has no scheme; null clears it' })
  websiteUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Her Instagram handle; null clears it' })
  instagramHandle?: string | null;

  @Field(() => String, { nullable: true, description: 'Her Facebook page (a URL); https:// is added when it has no scheme; null clears it' })
  facebookUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'Her LinkedIn profile (a URL); https:// is added when it has no scheme; null clears it' })
  linkedinUrl?: string | null;

  @Field(() => String, { nullable: true, description: 'City; null clears it' })
  locationCity?: string | null;

  @Field(() => String, { nullable: true, description: 'State (US) or region; null clears it' })
  locationState?: string | null;

  @Field(() => Int, { nullable: true, description: 'Years her business has run (0 or more); null clears it' })
  yearsInBusiness?: number | null;

  @Field(() => String, { nullable: true, description: 'Her experience level (free text); null clears it' })
  experienceLevel?: string | null;

  @Field(() => String, { nullable: true, description: 'What she is looking for (free text); null clears it' })
  lookingFor?: string | null;

  @Field(() => String, { nullable: true, description: 'What she offers (free text); null clears it' })
  offering?: string | null;

  @Field(() => [String], { nullable: true, description: 'Her interests as short tags; null or an empty list clears them' })
  interests?: string[] | null;
}
