import { createEntityByIdLoader, isUuid, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import type { CommunityLoaders } from './context.js';
import { participationsOf, type Participation } from './modules/challenges/participation.js';
import { featuredFlags } from './modules/members/member.service.js';
import { Post } from './modules/posts/post.entity.js';
import { postCounts } from './modules/posts/post.service.js';
import { SuccessStory } from './modules/stories/story.entity.js';
import { likedStoryIds } from './modules/stories/story.service.js';

/** Per-request loaders, built on the request's EntityManager fork, for the request's viewer (null: anonymous). */
export function createCommunityLoaders(em: EntityManager, viewerId: string | null): CommunityLoaders {
  return {
    postById: createEntityByIdLoader(em, Post),
    storyById: createEntityByIdLoader(em, SuccessStory),
    postsCountByUserId: new DataLoader<string, number>(async (ids) => {
      const counts = await postCounts(em, [...new Set(ids.filter(isUuid))]);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    isFeaturedByUserId: new DataLoader<string, boolean>(async (ids) => {
      const featured = await featuredFlags(em, [...new Set(ids.filter(isUuid))]);
      return ids.map((id) => featured.has(id));
    }),
    storyLikedByViewer: new DataLoader<string, boolean>(async (ids) => {
      const liked = viewerId ? await likedStoryIds(em, viewerId, ids) : new Set<string>();
      return ids.map((id) => liked.has(id));
    }),
    challengeParticipation: new DataLoader<string, Participation | null>(async (ids) => {
      const joined = viewerId ? await participationsOf(em, viewerId, ids) : new Map<string, Participation>();
      return ids.map((id) => joined.get(id) ?? null);
    }),
  };
}
