import { boundedLimitDescription, OFFSET_DESCRIPTION, requireViewer } from '@momstride/kit';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { BusinessCategory } from '../users/user.enums.js';
import { DIRECTORY_DEFAULT_LIMIT, DIRECTORY_MAX_LIMIT, listDirectory } from './directory.service.js';

@Resolver()
export class DirectoryResolver {
  @Query(() => [User], { description: 'The member directory (signed-in members): one page of the other members matching the search and category, newest first (the id breaks ties, so offset pages of an unchanged directory hold each member once)' })
  async users(
    @Arg('search', () => String, { nullable: true, description: 'Text to find (part of a word is enough) in the full name, business name or business description; null or empty matches everyone' }) search: string | null,
    @Arg('businessCategory', () => BusinessCategory, { nullable: true, description: 'Only members of this business category; null for all' }) businessCategory: BusinessCategory | null,
    @Arg('limit', () => Int, { defaultValue: DIRECTORY_DEFAULT_LIMIT, nullable: false, description: boundedLimitDescription(DIRECTORY_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    const { users, followedByViewer } = await listDirectory(ctx.em, requireViewer(ctx).userId, { search, businessCategory, limit, offset });
    // isFollowedByMe of these members is known already: the loader answers it without a query.
    for (const user of users) ctx.loaders.isFollowedByViewer.prime(user.id, followedByViewer.has(user.id));
    return users;
  }
}
