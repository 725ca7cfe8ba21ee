import { Arg, Ctx, Mutation, Resolver } from 'type-graphql';
import type { AccountsContext } from '../../context.js';
import { requireSessionViewer } from '../access-tokens/access-token.guard.js';
import { deleteOwnAccount } from './delete-own-account.js';

@Resolver()
export class AccountDeletionResolver {
  @Mutation(() => Boolean, {
    description:
      'Delete your own account, after your password again (a sign-in session, never a personal access token). Your profile, posts, stories, messages, photos, reviews, goals, event places and follows are removed; orders stay with the shop for accounting (docs/privacy.md). The organization owner cannot delete herself (FORBIDDEN). True when deleted',
  })
  async deleteMyAccount(@Arg('password', () => String, { description: 'Your current password' }) password: string, @Ctx() ctx: AccountsContext): Promise<boolean> {
    const viewer = requireSessionViewer(ctx);
    return deleteOwnAccount(ctx.em, ctx.services, viewer, password);
  }
}
