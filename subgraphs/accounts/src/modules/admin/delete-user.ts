import { badUserInput, forbidden, isUuid, notFound, recordDomainEvent, recordRemovedUser } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/postgresql';
import { withTransactionRetry } from '../../db-retry.js';
import { recordSessionRevocation } from '../sessions/session-revocation.service.js';
import { USER_NOT_FOUND } from '../users/user.service.js';
import { OWNER_PROTECTED } from './admin.service.js';

export const CANNOT_DELETE_YOURSELF = 'You cannot delete your own account';

/**
 * Deletes a user (never the owner, never oneself: a member deletes her own account with deleteOwnAccount, which
 * checks her password first). See removeUser.
 */
export async function deleteUser(
  em: EntityManager,
  actorId: string,
  userId: string,
): Promise<boolean> {
  if (userId === actorId) throw badUserInput(CANNOT_DELETE_YOURSELF);
  if (!isUuid(userId)) throw notFound(USER_NOT_FOUND);
  await removeUser(em, userId, OWNER_PROTECTED);
  return true;
}

/**
 * The one deletion path. One transaction: the user and everyone she follows or who follows her are locked in id
 * order; the organization owner is refused (FORBIDDEN with `ownerMessage`); her follows are removed and the other
 * users' counters moved down by exactly the rows removed; her refresh and reset tokens and the row go (her access
 * tokens and data export with it); a session revocation is recorded so her access tokens stop working at once, she
 * joins removed_users (no mutation of hers runs here any more, whatever token she holds), and `user.deleted` is
 * recorded in the outbox so the other subgraphs remove her content (docs/privacy.md).
 */
export async function removeUser(em: EntityManager, userId: string, ownerMessage: string): Promise<void> {
  await withTransactionRetry(() =>
    em.transactional(async (tem) => {
      const locked = await tem.execute<Array<{ id: string; is_organization_owner: boolean }>>(
        `select id, is_organization_owner from users
          where id = ?
             or id in (select followee_id from follows where follower_id = ?)
             or id in (select follower_id from follows where followee_id = ?)
          order by id for update`,
        [userId, userId, userId],
      );
      const target = locked.find((row) => row.id === userId);
      if (!target) throw notFound(USER_NOT_FOUND);
      if (target.is_organization_owner) throw forbidden(ownerMessage);
      await tem.execute(
        `with removed as (delete from follows where follower_id = ? returning followee_id)
         update users set followers_count = followers_count - 1 where id in (select followee_id from removed)`,
        [userId],
      );
      await tem.execute(
        `with removed as (delete from follows where followee_id = ? returning follower_id)
         update users set following_count = following_count - 1 where id in (select follower_id from removed)`,
        [userId],
      );
      await tem.execute('delete from refresh_tokens where user_id = ?', [userId]);
      await tem.execute('delete from password_reset_tokens where user_id = ?', [userId]);
      await tem.execute('delete from users where id = ?', [userId]);
      await recordSessionRevocation(tem, userId);
      // Her still-valid access tokens write nothing in accounts either (kit removed-viewer.ts).
      await recordRemovedUser(tem, userId);
      await recordDomainEvent(tem, 'user.deleted', { userId });
    }),
  );
}
