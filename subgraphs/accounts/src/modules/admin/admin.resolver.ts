import { Arg, Ctx, ID, Int, Mutation, Query, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { countUsers, searchUsers } from '../directory/directory.service.js';
import { boundedLimitDescription, boundedPage, OFFSET_DESCRIPTION } from '@momstride/kit';
import { User } from '../users/user.entity.js';
import { BusinessCategory, Role } from '../users/user.enums.js';
import { requireCurrentAdmin } from './admin.guard.js';
import {
  grantAdminRequest,
  listPendingAdminRequests,
  PENDING_REQUESTS_DEFAULT_LIMIT,
  PENDING_REQUESTS_MAX_LIMIT,
  setUserRole,
} from './admin.service.js';
import { ADMIN_USERS_DEFAULT_LIMIT, ADMIN_USERS_MAX_LIMIT, UserList } from './admin.types.js';
import { deleteUser } from './delete-user.js';
import { liftSuspension } from '../moderation/suspension.js';

/** Admin Panel operations; every one re-checks the viewer's current role in the database. */
@Resolver()
export class AdminResolver {
  @Query(() => UserList, {
    description: `One page of the users whose name, business or e-mail matches the search (and of the category), newest first, with the total; at most ${ADMIN_USERS_MAX_LIMIT} per page (a larger limit gets ${ADMIN_USERS_MAX_LIMIT})`,
  })
  async adminUsers(
    @Arg('search', () => String, { nullable: true, description: 'Text to find in the full name, business name, business description or e-mail; null or empty lists everyone' }) search: string | null,
    @Arg('businessCategory', () => BusinessCategory, { nullable: true, description: 'Only users of this business category (the total counts them only); null for all' }) businessCategory: BusinessCategory | null,
    @Arg('limit', () => Int, { defaultValue: ADMIN_USERS_DEFAULT_LIMIT, description: boundedLimitDescription(ADMIN_USERS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<UserList> {
    await requireCurrentAdmin(ctx);
    const page = boundedPage(limit, offset, ADMIN_USERS_MAX_LIMIT);
    const filters = { search, businessCategory, includeEmail: true };
    const total = await countUsers(ctx.em, filters);
    return { total, users: await searchUsers(ctx.em, { ...filters, ...page }) };
  }

  @Query(() => [User], {
    description: `One page of the pending admin requests, newest first; at most ${PENDING_REQUESTS_MAX_LIMIT} per page (a larger limit gets ${PENDING_REQUESTS_MAX_LIMIT})`,
  })
  async pendingAdminRequests(
    @Arg('limit', () => Int, { defaultValue: PENDING_REQUESTS_DEFAULT_LIMIT, description: boundedLimitDescription(PENDING_REQUESTS_MAX_LIMIT) }) limit: number,
    @Arg('offset', () => Int, { defaultValue: 0, description: OFFSET_DESCRIPTION }) offset: number,
    @Ctx() ctx: AccountsContext,
  ): Promise<User[]> {
    await requireCurrentAdmin(ctx);
    return listPendingAdminRequests(ctx.em, boundedPage(limit, offset, PENDING_REQUESTS_MAX_LIMIT));
  }

  @Mutation(() => User, { description: 'Make a user an admin or a member again (admins only; not your own role; the organization owner keeps hers: FORBIDDEN); answers the user' })
  async setUserRole(
    @Arg('userId', () => ID, { description: 'Id of the user whose role changes' }) userId: string,
    @Arg('role', () => Role, { description: 'The new role' }) role: Role,
    @Ctx() ctx: AccountsContext,
  ): Promise<User> {
    const admin = await requireCurrentAdmin(ctx);
    return setUserRole(ctx.em, admin.userId, userId, role);
  }

  @Mutation(() => User, { description: "Grant a member's pending admin request: she becomes an admin (admins only; BAD_USER_INPUT when she has no pending request); answers the user" })
  async grantAdminRequest(@Arg('userId', () => ID, { description: 'Id of the member who asked to be an admin' }) userId: string, @Ctx() ctx: AccountsContext): Promise<User> {
    const admin = await requireCurrentAdmin(ctx);
    return grantAdminRequest(ctx.em, admin.userId, userId);
  }

  @Mutation(() => User, { description: 'Lift a member\'s suspension: she can sign in again (admins only; NOT_FOUND "User not found"; BAD_USER_INPUT when she is not suspended); answers the user' })
  async liftSuspension(@Arg('userId', () => ID, { description: 'Id of the suspended member' }) userId: string, @Ctx() ctx: AccountsContext): Promise<User> {
    await requireCurrentAdmin(ctx);
    return liftSuspension(ctx.em, userId);
  }

  @Mutation(() => Boolean, { description: "Delete a user's account and, through the other services, everything she made (admins only; not the organization owner nor yourself); true when deleted" })
  async deleteUser(@Arg('userId', () => ID, { description: 'Id of the user to delete' }) userId: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    const admin = await requireCurrentAdmin(ctx);
    return deleteUser(ctx.em, admin.userId, userId);
  }
}
