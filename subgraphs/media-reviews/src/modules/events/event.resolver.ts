import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { MediaReviewsContext } from '../../context.js';
import { ReviewRating } from '../reviews/rating.type.js';
import { Event } from './event.type.js';

/** What media-reviews adds to `Event`: how members rate it (N events, one query). */
@Resolver(() => Event)
export class EventRatingResolver {
  @FieldResolver(() => ReviewRating, { description: 'How members rate it (event reviews)' })
  rating(@Root() event: Event, @Ctx() ctx: MediaReviewsContext): Promise<ReviewRating> {
    return ctx.loaders.eventRating.load(String(event.id));
  }
}

/** `Event @key(fields: "id")` as media-reviews contributes to it. */
export const resolveEventReference = (reference: { id: string }): Event => ({ id: String(reference.id) });
