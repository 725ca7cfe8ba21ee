import { badUserInput, forbidden, isUuid, notFound } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withTransactionRetry } from '../../db-retry.js';
import type { Page } from '@momstride/kit';
import { recordSessionRevocation } from '../sessions/session-revocation.service.js';
import { User } from '../users/user.entity.js';
import { Role } from '../users/user.enums.js';
import { USER_NOT_FOUND } from '../users/user.service.js';

export const OWNER_PROTECTED = 'The organization owner cannot be changed or deleted';
export const CANNOT_CHANGE_OWN_ROLE = 'You cannot change your own role';
export const NO_PENDING_REQUEST = 'This user has not requested admin access';

interface LockedUser {
  id: string;
  role: Role;
  is_organization_owner: boolean;
  has_pending_admin_request: boolean;
}

async function lockUser(em: EntityManager, userId: string): Promise<LockedUser> {
  const [row] = isUuid(userId)
    ? await em.execute<LockedUser[]>(
        'select id, role, is_organization_owner, has_pending_admin_request from users where id = ? for no key update',
        [userId],
      )
    : [];
  if (!row) throw notFound(USER_NOT_FOUND);
  return row;
}

async function reload(em: EntityManager, userId: string): Promise<User> {
  const user = await em.findOne(User, { id: userId }, { refresh: true });
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}

/**
 * Sets another user's role (the owner is protected). Becoming admin settles a pending admin request. A real
 * change ends the user's current access tokens (a session revocation), so her next token carries the new role.
 */
export async function setUserRole(em: EntityManager, actorId: string, userId: string, role: Role): Promise<User> {
  if (userId === actorId) throw badUserInput(CANNOT_CHANGE_OWN_ROLE);
  await withTransactionRetry(() =>
    em.transactional(async (tem) => {
      const target = await lockUser(tem, userId);
      if (target.is_organization_owner) throw forbidden(OWNER_PROTECTED);
      const settlesRequest = role === Role.admin && target.has_pending_admin_request;
      if (target.role === role && !settlesRequest) return;
      await tem.execute(
        'update users set role = ?, has_pending_admin_request = has_pending_admin_request and ? <> \'admin\', updated_at = now() where id = ?',
        [role, role, userId],
      );
      if (target.role !== role) await recordSessionRevocation(tem, userId);
    }),
  );
  return reload(em, userId);
}

/** Grants a pending admin request: the user becomes an admin and the request is cleared. */
export async function grantAdminRequest(em: EntityManager, actorId: string, userId: string): Promise<User> {
  if (userId === actorId) throw badUserInput(CANNOT_CHANGE_OWN_ROLE);
  await withTransactionRetry(() =>
    em.transactional(async (tem) => {
      const target = await lockUser(tem, userId);
      if (!target.has_pending_admin_request) throw badUserInput(NO_PENDING_REQUEST);
      await tem.execute(`update users set role = 'admin', has_pending_admin_request = false, updated_at = now() where id = ?`, [userId]);
      if (target.role !== Role.admin) await recordSessionRevocation(tem, userId);
    }),
  );
  return reload(em, userId);
}

/** Page size of the pending admin requests: the default and the most one request gets. */
export const PENDING_REQUESTS_DEFAULT_LIMIT = 50;
export const PENDING_REQUESTS_MAX_LIMIT = 100;

/** One page of the members waiting for an admin to grant their "Organization Admin" sign-up, newest first. */
export const listPendingAdminRequests = (em: EntityManager, page: Page): Promise<User[]> =>
  em.find(User, { hasPendingAdminRequest: true }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit, offset: page.offset });
