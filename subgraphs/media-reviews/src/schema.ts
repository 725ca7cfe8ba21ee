import 'reflect-metadata';
import type { BuildSubgraphOptions } from '@momstride/kit';
import { EventRatingResolver, resolveEventReference } from './modules/events/event.resolver.js';
import { Event } from './modules/events/event.type.js';
import { PhotoResolver } from './modules/gallery/photo.resolver.js';
import { PhotoCategoryResolver } from './modules/gallery/photo-category.resolver.js';
import { ReviewResolver } from './modules/reviews/review.resolver.js';
import { resolvePhotoReference, resolveReviewReference } from './modules/moderation/moderated-references.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { UserResolver } from './modules/users/user.resolver.js';

/** media-reviews's GraphQL schema: its resolvers (type-graphql classes) and the reference resolvers of its federation entities. */
export const schema: BuildSubgraphOptions = {
  resolvers: [ReviewResolver, PhotoResolver, PhotoCategoryResolver, UserResolver, EventRatingResolver],
  // Nothing here returns an Event: media-reviews only adds its rating to events-wellness' type.
  orphanedTypes: [Event],
  referenceResolvers: {
    User: { __resolveReference: resolveUserReference },
    Event: { __resolveReference: resolveEventReference },
    Photo: { __resolveReference: resolvePhotoReference },
    Review: { __resolveReference: resolveReviewReference },
  },
};
