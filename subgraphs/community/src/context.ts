import type { SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { Post } from './modules/posts/post.entity.js';

export interface CommunityLoaders {
  postById: DataLoader<string, Post | null>;
  /** Posts per user id: N users, one GROUP BY query. */
  postsCountByUserId: DataLoader<string, number>;
  /** Whether the community team features the member: N users, one query. */
  isFeaturedByUserId: DataLoader<string, boolean>;
}

export type CommunityContext = SubgraphContext<CommunityLoaders>;
