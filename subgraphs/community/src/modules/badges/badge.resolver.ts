import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { CommunityContext } from '../../context.js';
import { BadgeAward } from './badge-award.entity.js';
import { badgeCatalogue } from './badge-kind.js';
import { badgesOf } from './badge.service.js';

@Resolver(() => BadgeAward)
export class BadgeResolver {
  @Query(() => [BadgeAward], { description: "A member's badges, the latest earned first (signed-in members)" })
  async userBadges(@Arg('userId', () => ID, { description: 'Id of the member' }) userId: string, @Ctx() ctx: CommunityContext): Promise<BadgeAward[]> {
    requireViewer(ctx);
    return badgesOf(ctx.em, userId);
  }

  @FieldResolver(() => String, { description: 'The badge\'s display name (e.g. "First Post")' })
  name(@Root() badge: BadgeAward): string {
    return badgeCatalogue[badge.kind].name;
  }

  @FieldResolver(() => String, { description: 'What she did to earn it' })
  description(@Root() badge: BadgeAward): string {
    return badgeCatalogue[badge.kind].description;
  }

  @FieldResolver(() => String, { description: "The badge's icon, an emoji" })
  icon(@Root() badge: BadgeAward): string {
    return badgeCatalogue[badge.kind].icon;
  }
}
