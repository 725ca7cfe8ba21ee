import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION, requireAdmin, requireViewer } from '@momstride/kit';
import { Arg, Ctx, Field, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { MediaReviewsContext } from '../../context.js';
import { Event } from '../events/event.type.js';
import { User, userReference } from '../users/user.type.js';
import { Review } from './review.entity.js';
import { ReviewInput } from './review.inputs.js';
import { refuseBlockedReview } from './review-blocks.js';
import { chargeReview } from './review-rate.js';
import { checkFields, deleteReview, featureReview, listReviews, REVIEWS_DEFAULT_LIMIT, REVIEWS_MAX_LIMIT, reviewById, submitReview, toggleHelpful } from './review.service.js';
import { ReviewType } from './review-type.js';

@ObjectType('ReviewHelpfulResult', { description: 'A helpful mark toggled: whether the viewer marks the review helpful now, and the review' })
export class ReviewHelpfulResult {
  @Field(() => Boolean, { description: 'Whether the viewer now marks the review helpful' })
  helpful!: boolean;

  @Field(() => Review, { description: 'The review with its new helpfulCount' })
  review!: Review;
}

@Resolver(() => Review)
export class ReviewResolver {
  @Query(() => [Review], { description: `Reviews newest first, of one type when given; at most ${REVIEWS_MAX_LIMIT} per page` })
  async reviews(
    @Arg('reviewType', () => ReviewType, { nullable: true, description: 'Only reviews of this type; null for every type' }) reviewType: ReviewType | null | undefined,
    @Arg('limit', () => Int, { defaultValue: REVIEWS_DEFAULT_LIMIT, description: boundedLimitDescription(REVIEWS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: MediaReviewsContext,
  ): Promise<Review[]> {
    const viewer = requireViewer(ctx);
    const { entities, marked } = await listReviews(ctx.em, viewer.userId, reviewType ?? null, boundedPage(limit, offset, REVIEWS_MAX_LIMIT));
    // Which of them she marked helpful came with the page: isHelpfulToMe answers from the loader without a query.
    for (const review of entities) ctx.loaders.helpfulByViewer.prime(review.id, marked.has(review.id));
    return entities;
  }

  @Query(() => Review, { description: 'One review; NOT_FOUND "Review not found" for an unknown id' })
  async review(@Arg('id', () => ID, { description: "The review's id" }) id: string, @Ctx() ctx: MediaReviewsContext): Promise<Review> {
    requireViewer(ctx);
    return reviewById(ctx.em, id);
  }

  @Mutation(() => Review, {
    description:
      'Writes a review (docs/product.md, Validation rules): a community review is about "community", an event or member must exist (NOT_FOUND); a second review of the same target updates hers. FORBIDDEN "You can\'t review this member" while either of the two blocked the other; RATE_LIMITED past 20 reviews (new or edited) an hour',
  })
  async submitReview(@Arg('input', () => ReviewInput, { description: 'The review: its type, target, rating, title and content' }) input: ReviewInput, @Ctx() ctx: MediaReviewsContext): Promise<Review> {
    const viewer = requireViewer(ctx);
    // Bounded and blocked before anything is written: the input's own problems first (they cost no budget).
    const { targetId } = checkFields(input);
    if (input.reviewType === ReviewType.member) await refuseBlockedReview(ctx.em, viewer.userId, targetId);
    await chargeReview(ctx.services.reviewRate, viewer.userId);
    return submitReview(ctx.em, viewer.userId, input);
  }

  @Mutation(() => ReviewHelpfulResult, { description: "Marks a review helpful, or takes the mark back; CONFLICT for her own review" })
  async toggleReviewHelpful(@Arg('id', () => ID, { description: "The review's id" }) id: string, @Ctx() ctx: MediaReviewsContext): Promise<ReviewHelpfulResult> {
    const viewer = requireViewer(ctx);
    return toggleHelpful(ctx.em, viewer.userId, id);
  }

  @Mutation(() => Review, { description: 'Features or unfeatures a review (admins)' })
  async featureReview(
    @Arg('id', () => ID, { description: "The review's id" }) id: string,
    @Arg('featured', () => Boolean, { defaultValue: true, description: 'true to feature the review, false to stop featuring it' }) featured: boolean,
    @Ctx() ctx: MediaReviewsContext,
  ): Promise<Review> {
    requireAdmin(ctx);
    return featureReview(ctx.em, id, featured);
  }

  @Mutation(() => Boolean, { description: 'Deletes a review: its author or an admin (FORBIDDEN for anyone else)' })
  async deleteReview(@Arg('id', () => ID, { description: "The review's id" }) id: string, @Ctx() ctx: MediaReviewsContext): Promise<boolean> {
    const viewer = requireViewer(ctx);
    await deleteReview(ctx.em, { userId: viewer.userId, isAdmin: viewer.role === 'admin' }, id);
    return true;
  }

  @FieldResolver(() => User, { description: 'Who wrote it' })
  reviewer(@Root() review: Review): User {
    return userReference(review.reviewerId);
  }

  @FieldResolver(() => Event, { nullable: true, description: 'The event reviewed (event reviews only)' })
  targetEvent(@Root() review: Review): (Event & { __typename: 'Event' }) | null {
    return review.reviewType === ReviewType.event ? { __typename: 'Event', id: review.targetId } : null;
  }

  @FieldResolver(() => User, { nullable: true, description: 'The member reviewed (member reviews only)' })
  targetMember(@Root() review: Review): User | null {
    return review.reviewType === ReviewType.member ? userReference(review.targetId) : null;
  }

  @FieldResolver(() => Boolean, { description: 'Whether the viewer marked it helpful' })
  helpfulByMe(@Root() review: Review, @Ctx() ctx: MediaReviewsContext): Promise<boolean> {
    return ctx.loaders.helpfulByViewer.load(review.id);
  }
}
