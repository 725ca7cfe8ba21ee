import type { Command } from 'commander';
import type { CliDeps } from '../../services/context.js';
import { examples } from '../command-kit.js';
import { registerUsersDelete } from './delete.js';
import { registerUsersGrantAdmin } from './grant-admin.js';
import { registerUsersList } from './list.js';
import { registerUsersRequests } from './requests.js';
import { registerUsersSetRole } from './set-role.js';
import { registerUsersShow } from './show.js';

export function registerUsersCommands(program: Command, deps: CliDeps): void {
  const users = program
    .command('users')
    .description('List and administer users (admins only)')
    .addHelpText(
      'after',
      `
These commands need an admin account; with a member account they exit with code 1 and
"Admin access required". A user is named by id or e-mail address.
${examples([
  'momstride users list --search maya',
  'momstride users show maya@momstride.example',
  'momstride users set-role maya@momstride.example admin',
  'momstride users delete maya@momstride.example --yes',
  'momstride users requests',
  'momstride users grant-admin nadia@example.com',
])}`,
    );
  registerUsersList(users, deps);
  registerUsersShow(users, deps);
  registerUsersSetRole(users, deps);
  registerUsersDelete(users, deps);
  registerUsersRequests(users, deps);
  registerUsersGrantAdmin(users, deps);
}
