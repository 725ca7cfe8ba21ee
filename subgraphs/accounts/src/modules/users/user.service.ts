import { isUuid, type Viewer } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { User } from './user.entity.js';

export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const USER_NOT_FOUND = 'User not found';

/** E-mail addresses are compared and stored trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export const isValidEmail = (email: string): boolean => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email);

export async function findUserById(em: EntityManager, id: string): Promise<User | null> {
  return isUuid(id) ? em.findOne(User, { id }) : null;
}

export async function findUserByEmail(em: EntityManager, email: string): Promise<User | null> {
  const normalized = normalizeEmail(email);
  if (normalized === '' || normalized.length > EMAIL_MAX_LENGTH) return null;
  return em.findOne(User, { email: normalized });
}

/** Private fields (email, pending admin request) are shown to the user herself and to admins only. */
export const canSeePrivateFields = (
  user: Pick<User, 'id'>,
  ctx: { viewer: Viewer; sessionUserIds?: ReadonlySet<string> },
): boolean =>
  ctx.sessionUserIds?.has(user.id) === true ||
  (ctx.viewer.userId !== undefined && (ctx.viewer.userId === user.id || ctx.viewer.role === 'admin'));
