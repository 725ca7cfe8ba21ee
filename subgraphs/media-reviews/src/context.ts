import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { Rating } from './modules/reviews/review.service.js';

export interface MediaReviewsLoaders {
  /** Whether the viewer marked each review helpful: N reviews, one query (false for anonymous viewers). */
  helpfulByViewer: DataLoader<string, boolean>;
  /** Each member's rating from member reviews: N members, one query. */
  memberRating: DataLoader<string, Rating>;
  /** Each event's rating from event reviews: N events, one query. */
  eventRating: DataLoader<string, Rating>;
}

export type MediaReviewsContext = SubgraphContext<MediaReviewsLoaders>;
