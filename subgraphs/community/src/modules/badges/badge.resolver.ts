import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { BadgeAward } from './badge-award.entity.js';
import { badgeCatalogue } from './badge-kind.js';
import { badgesOf } from './badge.service.js';

@Resolver(() => BadgeAward)
export class BadgeResolver {
  @Query(() => [BadgeAward])
  async userBadges(@Arg('userId', () => ID) userId: string, @Ctx() ctx: CommunityContext): Promise<BadgeAward[]> {
    requireViewer(ctx);
    return badgesOf(ctx.em, userId);
  }

  @FieldResolver(() => String)
  name(@Root() badge: BadgeAward): string {
    return badgeCatalogue[badge.kind].name;
  }

  @FieldResolver(() => String)
  description(@Root() badge: BadgeAward): string {
    return badgeCatalogue[badge.kind].description;
  }

  @FieldResolver(() => String)
  icon(@Root() badge: BadgeAward): string {
    return badgeCatalogue[badge.kind].icon;
  }
}
