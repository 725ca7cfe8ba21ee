import { createEntityByIdLoader, isUuid, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import type { MediaReviewsLoaders } from './context.js';
import { Photo } from './modules/gallery/photo.entity.js';
import { likedPhotoIds } from './modules/gallery/photo.service.js';
import { Review } from './modules/reviews/review.entity.js';
import { helpfulReviewIds, ratingsOf, type Rating } from './modules/reviews/review.service.js';
import { ReviewType } from './modules/reviews/review-type.js';

const NO_RATING: Rating = { average: null, count: 0 };

const ratingLoader = (em: EntityManager, reviewType: ReviewType) =>
  new DataLoader<string, Rating>(async (ids) => {
    const ratings = await ratingsOf(em, reviewType, ids.filter(isUuid).map((id) => id.toLowerCase()));
    return ids.map((id) => ratings.get(id.toLowerCase()) ?? NO_RATING);
  });

/** Per-request loaders, built on the request's EntityManager fork, for the request's viewer (null: anonymous). */
export function createMediaReviewsLoaders(em: EntityManager, viewerId: string | null): MediaReviewsLoaders {
  return {
    photoById: createEntityByIdLoader(em, Photo),
    reviewById: createEntityByIdLoader(em, Review),
    helpfulByViewer: new DataLoader<string, boolean>(async (ids) => {
      const marked = viewerId ? await helpfulReviewIds(em, viewerId, ids) : new Set<string>();
      return ids.map((id) => marked.has(id));
    }),
    likedByViewer: new DataLoader<string, boolean>(async (ids) => {
      const liked = viewerId ? await likedPhotoIds(em, viewerId, ids) : new Set<string>();
      return ids.map((id) => liked.has(id));
    }),
    memberRating: ratingLoader(em, ReviewType.member),
    eventRating: ratingLoader(em, ReviewType.event),
  };
}
