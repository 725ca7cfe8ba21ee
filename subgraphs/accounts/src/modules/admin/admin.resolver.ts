import { Arg, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { searchUsers } from '../directory/directory.service.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import { requireCurrentAdmin } from './admin.guard.js';
import { grantAdminRequest, listPendingAdminRequests, setUserRole } from './admin.service.js';
import { UserList } from './admin.types.js';
import { deleteUser } from './delete-user.js';

/** Admin Panel operations; every one re-checks the viewer's current role in the database. */
@Resolver()
export class AdminResolver {
  @Query(() => UserList)
  async adminUsers(@Arg('search', () => String, { nullable: true }) search: string | null, @Ctx() ctx: AccountsContext): Promise<UserList> {
    await requireCurrentAdmin(ctx);
    const users = await searchUsers(ctx.em, { search });
    return { total: users.length, users };
  }

  @Query(() => [User])
  async pendingAdminRequests(@Ctx() ctx: AccountsContext): Promise<User[]> {
    await requireCurrentAdmin(ctx);
    return listPendingAdminRequests(ctx.em);
  }

  @Mutation(() => User)
  async setUserRole(
    @Arg('userId', () => ID) userId: string,
    @Arg('role', () => Role) role: Role,
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    const admin = await requireCurrentAdmin(ctx);
    return setUserRole(ctx.em, admin.userId, userId, role);
  }

  @Mutation(() => User)
  async grantAdminRequest(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<User> {
    const admin = await requireCurrentAdmin(ctx);
    return grantAdminRequest(ctx.em, admin.userId, userId);
  }

  @Mutation(() => Boolean)
  async deleteUser(@Arg('userId', () => ID) userId: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    const admin = await requireCurrentAdmin(ctx);
    return deleteUser(ctx.em, admin.userId, userId);
  }
}
