import { FeatureReviewDocument } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { parseId } from '../ids.js';
import { adminRequest } from '../users/admin-access.js';

export interface ReviewsFeatureOptions {
  /** Unfeature it instead. */
  off?: boolean;
}

/** Features a review on the Reviews page (or with --off takes it out of the featured ones); admins only. */
export async function reviewsFeature(ctx: CommandContext, target: string, options: ReviewsFeatureOptions) {
  const id = parseId(target, 'a review id (see GET /api/reviews)');
  const featured = !options.off;
  const { featureReview: review } = await ctx.out.task(featured ? 'Featuring...' : 'Unfeaturing...', () =>
    adminRequest(ctx, FeatureReviewDocument, { id, featured }),
  );
  if (ctx.out.json) ctx.out.printJson(review);
  else ctx.out.line(`${featured ? 'Featured' : 'No longer featured'}: "${review.title}" by ${review.reviewer.firstName} ${review.reviewer.lastName}`);
  return review;
}
