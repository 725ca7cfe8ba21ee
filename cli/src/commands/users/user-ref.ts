import {
  AdminTargetDocument,
  AdminUserByIdDocument,
  AdminUserLookupDocument,
  type AdminUserDetailFragment,
  type AdminUserFragment,
} from '../../gql/graphql.js';
import type { CommandContext } from '../../services/context.js';
import { CliError, ExitCode, UsageError } from '../../services/errors.js';
import { adminRequest, adminRequiredError } from './admin-access.js';

/** How a command names a user: their id (a UUID) or their e-mail address. */
export type UserRef = { kind: 'id'; id: string; raw: string } | { kind: 'email'; email: string; raw: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+$/;

export function parseUserRef(raw: string): UserRef {
  const value = raw.trim();
  if (UUID.test(value)) return { kind: 'id', id: value.toLowerCase(), raw: value };
  if (EMAIL.test(value)) return { kind: 'email', email: value.toLowerCase(), raw: value };
  throw new UsageError(`Expected a user id or an e-mail address, got "${raw}"`);
}

export function noUserMatches(ref: UserRef): CliError {
  return new CliError(`No user matches ${ref.raw}`, ExitCode.Error, 'NOT_FOUND');
}

/** Maps the server's NOT_FOUND (the user vanished meanwhile) to "No user matches <x>". */
export function asNoUserMatches(error: unknown, ref: UserRef): unknown {
  return error instanceof CliError && error.code === 'NOT_FOUND' ? noUserMatches(ref) : error;
}

/**
 * Finds a user by e-mail in the admin list: asks the server to search for the address (the admin search
 * covers e-mail addresses) and matches the address exactly (ignoring case) in what comes back.
 */
async function findByEmail(ctx: CommandContext, ref: Extract<UserRef, { kind: 'email' }>): Promise<AdminUserDetailFragment> {
  const searched = await adminRequest(ctx, AdminUserLookupDocument, { search: ref.email });
  const found = searched.adminUsers.users.find((user) => user.email?.toLowerCase() === ref.email);
  if (!found) throw noUserMatches(ref);
  return found;
}

/** `users show`: an id through `user(id)`, an e-mail through the admin list (admins only). */
export async function findUser(ctx: CommandContext, ref: UserRef): Promise<AdminUserDetailFragment> {
  if (ref.kind === 'email') return findByEmail(ctx, ref);
  const { user } = await adminRequest(ctx, AdminUserByIdDocument, { id: ref.id });
  if (!user) throw noUserMatches(ref);
  return user;
}

/**
 * The user an admin command acts on. Checks up front that the signed-in account is an admin, so a member
 * hears "Admin access required" before any prompt (the server checks again when the change is made).
 */
export async function findAdminTarget(ctx: CommandContext, ref: UserRef): Promise<AdminUserFragment> {
  if (ref.kind === 'email') return findByEmail(ctx, ref);
  const { me, user } = await ctx.api.authenticated(AdminTargetDocument, { id: ref.id });
  if (me.role !== 'admin') throw adminRequiredError();
  if (!user) throw noUserMatches(ref);
  return user;
}
