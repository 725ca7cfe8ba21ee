import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { MediaReviewsContext } from '../../context.js';
import { ReviewRating } from '../reviews/rating.type.js';
import { User } from './user.type.js';

/** What media-reviews adds to `User`: how members rate her (N users, one query). */
@Resolver(() => User)
export class UserResolver {
  @FieldResolver(() => ReviewRating, { description: 'How members rate her (member reviews)' })
  rating(@Root() user: User, @Ctx() ctx: MediaReviewsContext): Promise<ReviewRating> {
    return ctx.loaders.memberRating.load(String(user.id));
  }
}
