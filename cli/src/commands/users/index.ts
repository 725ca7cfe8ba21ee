/**
 * The `users` commands as descriptors: names, arguments, options and help. Each action imports its verb's
 * implementation (`./list.js`, …) only when that command runs, so starting the CLI loads none of them.
 */
import { Argument, Option, type Command } from 'commander';
import type { Role } from '../../gql/graphql.js';
import type { CliDeps } from '../../services/context.js';
import { examples, lazyAction, withJsonOption } from '../command-kit.js';
import type { UsersExportOptions } from './export.js';
import type { UsersListOptions } from './list.js';
import {
  EXPORT_WAIT_SECONDS,
  pageSizeOption,
  positiveInt,
  REQUESTS_SHOWN,
  ROLES,
  USERS_MAX_PAGE_SIZE,
  USERS_PAGE_SIZE,
  type ConfirmOptions,
} from './options.js';
import { BUSINESS_CATEGORIES } from './user-format.js';

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
  'momstride users export maya@momstride.example --output maya-data.zip',
])}`,
    );
  registerUsersList(users, deps);
  registerUsersShow(users, deps);
  registerUsersSetRole(users, deps);
  registerUsersDelete(users, deps);
  registerUsersRequests(users, deps);
  registerUsersGrantAdmin(users, deps);
  registerUsersUnsuspend(users, deps);
  registerUsersExport(users, deps);
}

function registerUsersList(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('list'))
    .description('List users page by page (admins only), with the total count')
    .option('--search <text>', 'only users whose name, e-mail, business name or business description contains the text (searched on the server)')
    .option('--page <n>', 'which page of the list (default 1)', positiveInt)
    .option('--limit <n>', `users per page (default ${USERS_PAGE_SIZE}, at most ${USERS_MAX_PAGE_SIZE})`, pageSizeOption)
    .option('--all', `every page (fetched ${USERS_MAX_PAGE_SIZE} at a time), e.g. for scripts`)
    .addOption(
      new Option('--category <business_category>', 'only users of this business category (answered by the server)').choices(
        BUSINESS_CATEGORIES.map((entry) => entry.value),
      ),
    )
    .addHelpText(
      'after',
      `
Lists members and admins from the admin user list (adminUsers), newest first, ${USERS_PAGE_SIZE} per page:
--page and --limit choose the page, --all fetches every page. --search and --category are answered by
the server, so pages and the total count only the matching users. With more than one page the footer says
which users and page you see and how to get the next one ("Users 26–50 of 137 · page 2 of 6 · next: --page 3").

On a terminal: a table with name, email, business, category, role, followers/following, joined date and
flags (owner, pending admin request). Piped: one tab-separated line per user with the same columns and
the raw category value (e.g. fitness_wellness), no header. --json: a JSON array of users.
${examples([
  'momstride users list',
  'momstride users list --page 2',
  'momstride users list --category consulting --limit 50 --page 2',
  'momstride users list --search maya',
  'momstride users list --all --category fitness_wellness',
  'momstride users list --all --json | jq -r \'.[] | select(.role == "admin") | .email\'',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, options: UsersListOptions) => (await import('./list.js')).usersList(ctx, options)),
    );
}

function registerUsersShow(users: Command, deps: CliDeps): void {
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
    .action(
      lazyAction(deps, async (ctx, target: string, _options: unknown) => (await import('./show.js')).usersShow(ctx, target)),
    );
}

function registerUsersSetRole(users: Command, deps: CliDeps): void {
  users
    .command('set-role')
    .description("Change another user's role to admin or member (admins only)")
    .argument('<id|email>', "the user's id or e-mail address")
    .addArgument(new Argument('<role>', 'the new role').choices(ROLES))
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a
terminal, --yes is required (exit code 2 otherwise). The organization owner's role cannot be changed,
nor your own. Setting the role a user already has changes nothing.
${examples([
  'momstride users set-role maya@momstride.example admin',
  'momstride users set-role 0b6a4f1e-5d1c-4c1e-9a51-000000000002 member --yes',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, target: string, role: Role, options: ConfirmOptions) => (await import('./set-role.js')).usersSetRole(ctx, target, role, options)),
    );
}

function registerUsersDelete(users: Command, deps: CliDeps): void {
  users
    .command('delete')
    .description('Delete a user, their sessions and their content (admins only)')
    .argument('<id|email>', "the user's id or e-mail address")
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a
terminal, --yes is required (exit code 2 otherwise). The user's sessions end at once. The organization
owner cannot be deleted, nor your own account.
${examples([
  'momstride users delete maya@momstride.example',
  'momstride users delete 0b6a4f1e-5d1c-4c1e-9a51-000000000002 --yes',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, target: string, options: ConfirmOptions) => (await import('./delete.js')).usersDelete(ctx, target, options)),
    );
}

function registerUsersRequests(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('requests'))
    .description('List pending admin requests (admins only)')
    .addHelpText(
      'after',
      `
Someone who registers as "Organization Admin" becomes a member with a pending admin request until an
admin grants it with: momstride users grant-admin <id|email>. Shows the ${REQUESTS_SHOWN} newest requests.
Output as for "users list": a table on a terminal, tab-separated lines when piped, a JSON array with --json.
${examples(['momstride users requests', 'momstride users requests --json'])}`,
    )
    .action(
      lazyAction(deps, async (ctx, _options: unknown) => (await import('./requests.js')).usersRequests(ctx)),
    );
}

function registerUsersGrantAdmin(users: Command, deps: CliDeps): void {
  users
    .command('grant-admin')
    .description('Grant a pending admin request: the user becomes an admin (admins only)')
    .argument('<id|email>', "the user's id or e-mail address (see: momstride users requests)")
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
Asks for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a
terminal, --yes is required (exit code 2 otherwise). A user without a pending request is refused (exit 1):
use "momstride users set-role <id|email> admin" for them.
${examples([
  'momstride users requests',
  'momstride users grant-admin nadia@example.com',
  'momstride users grant-admin 0b6a4f1e-5d1c-4c1e-9a51-000000000002 --yes',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, target: string, options: ConfirmOptions) => (await import('./grant-admin.js')).usersGrantAdmin(ctx, target, options)),
    );
}

function registerUsersUnsuspend(users: Command, deps: CliDeps): void {
  users
    .command('unsuspend')
    .description('Lift a suspension: the member can sign in again (admins only)')
    .argument('<id|email>', "the user's id or e-mail address")
    .option('-y, --yes', 'do not ask for confirmation (required when not on a terminal)')
    .addHelpText(
      'after',
      `
An admin suspends a member by resolving a report with --suspend (momstride reports resolve <id> --suspend). Asks
for confirmation on a terminal; answering no cancels with exit code 1 ("Cancelled."). Without a terminal, --yes is
required (exit code 2 otherwise). A member who is not suspended is refused (exit 1).
${examples(['momstride users unsuspend maya@momstride.example', 'momstride users unsuspend 0b6a4f1e-5d1c-4c1e-9a51-000000000002 --yes'])}`,
    )
    .action(
      lazyAction(deps, async (ctx, target: string, options: ConfirmOptions) => (await import('./unsuspend.js')).usersUnsuspend(ctx, target, options)),
    );
}

function registerUsersExport(users: Command, deps: CliDeps): void {
  withJsonOption(users.command('export'))
    .description("Make a copy of a member's data on her request (admins only): start it, or wait and save it")
    .argument('<id|email>', "the member's id or e-mail address")
    .option('-o, --output <file>', 'wait for the archive, download it (once) and write the zip to this new file (mode 0600)')
    .option('--timeout <seconds>', `how long --output waits (default ${EXPORT_WAIT_SECONDS})`, positiveInt)
    .addHelpText(
      'after',
      `
Gathers what every service holds about the member (profile, follows, posts, stories, challenge logs,
events and goals, messages, photos with their files, reviews, orders) into one zip with a README, as when
she asks from her Profile; she gets a notification and a mail when it is ready. Asking again while one
is being made or is ready reports that one. Without --output the command prints where it stands and
returns. With --output it waits, downloads the archive and writes it to a new file: the download is the
one allowed, so the server's copy is then deleted (hand the file to her securely). See docs/privacy.md.
${examples([
  'momstride users export maya@momstride.example',
  'momstride users export maya@momstride.example --output maya-data.zip',
  'momstride users export 0b6a4f1e-5d1c-4c1e-9a51-000000000002 --json',
])}`,
    )
    .action(
      lazyAction(deps, async (ctx, target: string, options: UsersExportOptions) => (await import('./export.js')).usersExport(ctx, target, options)),
    );
}
