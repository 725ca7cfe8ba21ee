import type { Command } from 'commander';
import { createElement } from 'react';
import type { AdminUserDetailFragment } from '../../gql/graphql.js';
import type { CliDeps, CommandContext } from '../../services/context.js';
import { contextFor, examples, withJsonOption } from '../command-kit.js';
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
      const { UserDetailView } = await import('../../ui/user-detail-view.js');
      return createElement(UserDetailView, {
        user,
        category: categoryLabel(user.businessCategory),
        flags: userFlags(user),
      });
    },
  });
  return user;
}

export function registerUsersShow(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('show'))
    .description("Show a user's profile, role and flags")
    .argument('<id|email>', "the user's id or e-mail address")
    .addHelpText(
      'after',
      `
An e-mail address is looked up in the admin user list (admins only); an id is read directly.
Exits with code 1 and "No user matches <id|email>" when there is no such user.
${examples([
  'momstride users show maya@momstride.example',
  'momstride users show 0b6a4f1e-5d1c-4c1e-9a51-000000000002',
  'momstride users show maya@momstride.example --json',
])}`,
    )
    .action(async (target: string, _options: unknown, command: Command) => {
      await usersShow(contextFor(command, deps), target);
    });
}
