import { Field, InputType, Int } from 'type-graphql';
import { REVIEW_CONTENT_MAX_LENGTH, REVIEW_TITLE_MAX_LENGTH } from './review.entity.js';
import { ReviewType } from './review-type.js';

/** A review as a member writes it (checked by review.service.ts, docs/product.md, Validation rules). */
@InputType('ReviewInput', { description: 'A review as a member writes it' })
export class ReviewInput {
  @Field(() => ReviewType, { description: 'What the review is about: community, event or member (the target must match)' })
  reviewType!: ReviewType;

  @Field(() => String, { nullable: true, description: 'The event or member id; "community" (or nothing) for a community review' })
  targetId?: string | null;

  @Field(() => Int, { description: 'A whole number from 1 to 5' })
  rating!: number;

  @Field(() => String, { description: `Required, at most ${REVIEW_TITLE_MAX_LENGTH} characters` })
  title!: string;

  @Field(() => String, { description: `Required, at most ${REVIEW_CONTENT_MAX_LENGTH} characters` })
  content!: string;
}
