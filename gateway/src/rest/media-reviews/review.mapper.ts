import { z } from 'zod';
import { ReviewType, type RestReviewFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/**
 * A review in the REST JSON (docs/product.md, Entities and fields: id, review_type, target_id, rating, title, content, reviewer_name,
 * reviewer_business, helpful_count, is_featured, created_at) plus, beyond it, the reviewer's id, whether the viewer
 * marked it helpful and when it last changed.
 */
export const reviewJson = z
  .object({
    id: z.guid(),
    review_type: z.enum(ReviewType),
    target_id: z.string(),
    rating: z.number().int(),
    title: z.string(),
    content: z.string(),
    reviewer_id: z.guid(),
    reviewer_name: z.string(),
    reviewer_business: z.string().nullable(),
    helpful_count: z.number().int(),
    is_featured: z.boolean(),
    is_helpful: z.boolean(),
    created_at: dateTime,
    updated_at: dateTime,
  })
  .meta({ id: 'Review' });

export const toReviewJson = (review: RestReviewFragment): z.input<typeof reviewJson> => ({
  id: review.id,
  review_type: review.reviewType,
  target_id: review.targetId,
  rating: review.rating,
  title: review.title,
  content: review.content,
  reviewer_id: review.reviewer.id,
  reviewer_name: `${review.reviewer.firstName} ${review.reviewer.lastName}`,
  reviewer_business: review.reviewer.businessName,
  helpful_count: review.helpfulCount,
  is_featured: review.isFeatured,
  is_helpful: review.helpfulByMe,
  created_at: review.createdAt,
  updated_at: review.updatedAt,
});
