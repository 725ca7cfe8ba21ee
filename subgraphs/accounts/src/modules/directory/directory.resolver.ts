import { requireViewer } from '@momstride/kit';
import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { User } from '../users/user.entity.js';
import { BusinessCategory } from '../users/user.enums.js';
import { DIRECTORY_DEFAULT_LIMIT, listDirectory } from './directory.service.js';

@Resolver()
export class DirectoryResolver {
  @Query(() => [User])
  users(
    @Arg('search', () => String, { nullable: true }) search: string | null,
    @Arg('businessCategory', () => BusinessCategory, { nullable: true }) businessCategory: BusinessCategory | null,
    @Arg('limit', () => Int, { defaultValue: DIRECTORY_DEFAULT_LIMIT, nullable: false }) limit: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    return listDirectory(ctx.em, requireViewer(ctx).userId, { search, businessCategory, limit });
  }
}
