import type { ObjectStorage, RateBudget, SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { Photo } from './modules/gallery/photo.entity.js';
import type { Rating } from './modules/reviews/review.service.js';
import type { Review } from './modules/reviews/review.entity.js';

export interface MediaReviewsLoaders {
  /** Photos and reviews by id, hidden ones too (their references decide who sees them; moderation-references.ts). */
  photoById: DataLoader<string, Photo | null>;
  reviewById: DataLoader<string, Review | null>;
  /** Whether the viewer marked each review helpful: N reviews, one query (false for anonymous viewers). */
  helpfulByViewer: DataLoader<string, boolean>;
  /** Whether the viewer likes each photo: N photos, one query (false for anonymous viewers). */
  likedByViewer: DataLoader<string, boolean>;
  /** Each member's rating from member reviews: N members, one query. */
  memberRating: DataLoader<string, Rating>;
  /** Each event's rating from event reviews: N events, one query. */
  eventRating: DataLoader<string, Rating>;
}

export interface MediaReviewsServices {
  /** Where the gallery's images are stored (local disk or S3, as STORAGE_DRIVER says). */
  readonly storage: Promise<ObjectStorage>;
  /** The per-member budget of photos (PHOTOS_PER_HOUR), by URL or by file. */
  readonly photoRate: RateBudget;
  /** The per-member budget of reviews (REVIEWS_PER_HOUR), new ones and edits. */
  readonly reviewRate: RateBudget;
  /** Origins photo URLs may name over plain http and at any address (PHOTO_FETCH_ALLOWED_ORIGINS: tests and development). */
  readonly photoFetchAllowedOrigins: readonly string[];
}

export type MediaReviewsContext = SubgraphContext<MediaReviewsLoaders, { services: MediaReviewsServices }>;
