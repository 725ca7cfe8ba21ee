import type { AdminUserDetailFragment } from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { categoryLabel, formatUserDetail, userFlags } from './user-format.js';
import { findUser, parseUserRef } from './user-ref.js';

/** Shows one user's profile and admin facts (role, owner, pending admin request). */
export async function usersShow(ctx: CommandContext, target: string): Promise<AdminUserDetailFragment> {
  const ref = parseUserRef(target);
  const user = await ctx.out.task('Loading user...', () => findUser(ctx, ref));
  await ctx.out.show({
    json: () => user,
    plain: () => formatUserDetail(user),
    rich: async () => {
      const [{ createElement }, { UserDetailView }] = await Promise.all([import('react'), import('../../ui/user-detail-view.js')]);
      return createElement(UserDetailView, {
        user,
        category: categoryLabel(user.businessCategory),
        flags: userFlags(user),
      });
    },
  });
  return user;
}
