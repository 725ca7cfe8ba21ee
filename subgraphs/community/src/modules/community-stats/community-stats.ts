import { requireViewer, type EntityManager } from '@momstride/kit';
import { Ctx, Field, Int, ObjectType, Query, Resolver } from 'type-graphql';
import type { CommunityContext } from '../../context.js';

/** Who counts as active: a member who did something in community within this many days. */
export const ACTIVE_DAYS = 30;

@ObjectType('CommunityStats', { description: 'The community in numbers (docs/product.md, Entities and fields), counted from the rows' })
export class CommunityStats {
  @Field(() => Int, { description: 'Members community knows' })
  totalMembers!: number;

  @Field(() => Int, {
    description: `Members who, in the last ${ACTIVE_DAYS} days, joined, posted, shared or liked a story, endorsed someone, or joined or logged a challenge`,
  })
  activeMembers!: number;

  @Field(() => Int, { description: 'Success stories shared' })
  successStories!: number;

  @Field(() => Int, { description: 'Running challenges' })
  activeChallenges!: number;

  @Field(() => Int, { description: 'Challenge targets reached (one per member and challenge)' })
  completedChallenges!: number;
}

/** Every figure in one statement. */
export async function communityStats(em: EntityManager): Promise<CommunityStats> {
  const [row] = await em.execute<Array<Record<keyof CommunityStats, string | number>>>(
    `with since as (select now() - make_interval(days => ?) as at)
     select
       (select count(*) from members) as "totalMembers",
       (select count(*) from (
          select user_id from members, since where joined_at >= since.at
          union select author_id from posts, since where created_at >= since.at and hidden_at is null
          union select author_id from success_stories, since where created_at >= since.at and hidden_at is null
          union select user_id from story_likes, since where created_at >= since.at
          union select endorser_id from endorsements, since where created_at >= since.at
          union select user_id from challenge_participants, since where joined_at >= since.at
          union select user_id from challenge_progress, since where created_at >= since.at
        ) active) as "activeMembers",
       (select count(*) from success_stories where hidden_at is null) as "successStories",
       (select count(*) from challenges where end_date >= now()) as "activeChallenges",
       (select count(*) from challenge_participants where completed_at is not null) as "completedChallenges"`,
    [ACTIVE_DAYS],
  );
  return {
    totalMembers: Number(row?.totalMembers ?? 0),
    activeMembers: Number(row?.activeMembers ?? 0),
    successStories: Number(row?.successStories ?? 0),
    activeChallenges: Number(row?.activeChallenges ?? 0),
    completedChallenges: Number(row?.completedChallenges ?? 0),
  };
}

@Resolver()
export class CommunityStatsResolver {
  @Query(() => CommunityStats, { description: 'The community in numbers (the Community screen’s stat cards)' })
  async communityStats(@Ctx() ctx: CommunityContext): Promise<CommunityStats> {
    requireViewer(ctx);
    return communityStats(ctx.em);
  }
}
