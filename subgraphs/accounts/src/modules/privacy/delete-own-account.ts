import { invalidFields, rateLimited, type SignedInViewer } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AccountsServices } from '../../context.js';
import { removeUser } from '../admin/delete-user.js';
import { PASSWORD_MAX_LENGTH, verifyPassword } from '../auth/passwords.js';
import { tooManyAttemptsMessage } from '../auth/throttle.js';
import { findUserById } from '../users/user.service.js';

export const PASSWORD_REQUIRED = 'Please enter your password to confirm';
export const WRONG_PASSWORD = 'Incorrect password';
export const OWNER_CANNOT_LEAVE =
  'You are the organization owner, so your account cannot be deleted. The community needs its owner: contact support if the organization is closing.';

/**
 * A member deletes her own account (docs/privacy.md): her password again (charged to the login throttle like a
 * sign-in, so it cannot be guessed here instead), never the organization owner, then the one deletion path
 * (removeUser: her row, follows and tokens here, `user.deleted` for every other service's content).
 */
export async function deleteOwnAccount(em: EntityManager, services: AccountsServices, viewer: SignedInViewer, password: string): Promise<boolean> {
  if (password === '') throw invalidFields([{ field: 'password', message: PASSWORD_REQUIRED }]);
  const user = await findUserById(em, viewer.userId);
  if (!user) return true;
  const ticket = await services.throttle.begin({ email: user.email, ip: viewer.ip });
  const matches = password.length <= PASSWORD_MAX_LENGTH && (await verifyPassword(password, user.passwordHash));
  if (!matches) {
    if (ticket.addressWait !== null) throw rateLimited(tooManyAttemptsMessage(ticket.addressWait), ticket.addressWait);
    throw invalidFields([{ field: 'password', message: WRONG_PASSWORD }]);
  }
  await services.throttle.succeeded(ticket);
  await removeUser(em, viewer.userId, OWNER_CANNOT_LEAVE);
  return true;
}
