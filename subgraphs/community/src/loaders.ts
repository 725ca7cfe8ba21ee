import { createEntityByIdLoader, isUuid, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import type { CommunityLoaders } from './context.js';
import { featuredFlags } from './modules/members/member.service.js';
import { Post } from './modules/posts/post.entity.js';
import { postCounts } from './modules/posts/post.service.js';

/** Per-request loaders, built on the request's EntityManager fork. */
export function createCommunityLoaders(em: EntityManager): CommunityLoaders {
  return {
    postById: createEntityByIdLoader(em, Post),
    postsCountByUserId: new DataLoader<string, number>(async (ids) => {
      const counts = await postCounts(em, [...new Set(ids.filter(isUuid))]);
      return ids.map((id) => counts.get(id) ?? 0);
    }),
    isFeaturedByUserId: new DataLoader<string, boolean>(async (ids) => {
      const featured = await featuredFlags(em, [...new Set(ids.filter(isUuid))]);
      return ids.map((id) => featured.has(id));
    }),
  };
}
