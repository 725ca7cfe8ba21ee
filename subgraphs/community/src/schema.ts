import 'reflect-metadata';
import type { BuildSubgraphOptions } from '@momstride/kit';
import { BadgeResolver } from './modules/badges/badge.resolver.js';
import { ChallengeResolver } from './modules/challenges/challenge.resolver.js';
import { CommunityStatsResolver } from './modules/community-stats/community-stats.js';
import { EndorsementResolver } from './modules/endorsements/endorsement.resolver.js';
import { MemberResolver } from './modules/members/member.resolver.js';
import { resolvePostReference } from './modules/posts/post.reference.js';
import { PostResolver } from './modules/posts/post.resolver.js';
import { resolveUserReference } from './modules/users/user.reference.js';
import { resolveStoryReference } from './modules/stories/story.reference.js';
import { StoryResolver } from './modules/stories/story.resolver.js';
import { UserResolver } from './modules/users/user.resolver.js';

/** community's GraphQL schema: its resolvers (type-graphql classes) and the reference resolvers of its federation entities. */
export const schema: BuildSubgraphOptions = {
  resolvers: [PostResolver, UserResolver, BadgeResolver, EndorsementResolver, MemberResolver, StoryResolver, ChallengeResolver, CommunityStatsResolver],
  referenceResolvers: {
    Post: { __resolveReference: resolvePostReference },
    User: { __resolveReference: resolveUserReference },
    SuccessStory: { __resolveReference: resolveStoryReference },
  },
};
