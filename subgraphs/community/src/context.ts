import type { RateBudget, SubgraphContext } from '@momstride/kit';
import type DataLoader from 'dataloader';
import type { Participation } from './modules/challenges/participation.js';
import type { Post } from './modules/posts/post.entity.js';
import type { SuccessStory } from './modules/stories/story.entity.js';

export interface CommunityLoaders {
  postById: DataLoader<string, Post | null>;
  /** Stories by id, hidden ones too (their references decide who sees them). */
  storyById: DataLoader<string, SuccessStory | null>;
  /** Posts per user id: N users, one GROUP BY query. */
  postsCountByUserId: DataLoader<string, number>;
  /** Whether the community team features the member: N users, one query. */
  isFeaturedByUserId: DataLoader<string, boolean>;
  /** Whether the viewer likes each story: N stories, one query (false for anonymous viewers). */
  storyLikedByViewer: DataLoader<string, boolean>;
  /** The viewer's participation in each challenge (null: not joined): N challenges, two queries. */
  challengeParticipation: DataLoader<string, Participation | null>;
}

export interface CommunityServices {
  /** Each member's budget of challenge progress logs (PROGRESS_LOGS_PER_HOUR). */
  readonly progressRate: RateBudget;
}

export type CommunityContext = SubgraphContext<CommunityLoaders, { services: CommunityServices }>;
