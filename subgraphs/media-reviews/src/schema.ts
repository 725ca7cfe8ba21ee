import 'reflect-metadata';
import { buildSubgraph, printSubgraphSdl, type BuildSubgraphOptions } from '@momstride/kit';
import { EventRatingResolver, resolveEventReference } from './modules/events/event.resolver.js';
import { Event } from './modules/events/event.type.js';
import { PhotoResolver } from './modules/gallery/photo.resolver.js';
import { PhotoCategoryResolver } from './modules/gallery/photo-category.resolver.js';
import { ReviewResolver } from './modules/reviews/review.resolver.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { UserResolver } from './modules/users/user.resolver.js';

const subgraphOptions: BuildSubgraphOptions = {
  resolvers: [ReviewResolver, PhotoResolver, PhotoCategoryResolver, UserResolver, EventRatingResolver],
  // Nothing here returns an Event: media-reviews only adds its rating to events-wellness' type.
  orphanedTypes: [Event],
  referenceResolvers: {
    User: { __resolveReference: resolveUserReference },
    Event: { __resolveReference: resolveEventReference },
  },
  federationImports: ['@key', '@shareable'],
};

export const buildMediaReviewsSchema = async () => (await buildSubgraph(subgraphOptions)).schema;

export const printMediaReviewsSchema = (): Promise<string> => printSubgraphSdl(subgraphOptions);
