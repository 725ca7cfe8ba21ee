import { isUuid } from '../loaders.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import { onDomainEvent, type DomainEventConsumer } from './consume.js';
import { REMOVED_USERS_TABLE } from './tables.js';

/** What a subgraph removes when accounts deletes a user (in the transaction that records her removal). */
export type RemoveUserContent = (tem: EntityManager, userId: string) => Promise<void>;

/**
 * The deleted-user handling every subgraph needs: on `user.deleted`, in one transaction of the subgraph's own
 * database, the user is remembered in removed_users and `removeContent` deletes what the subgraph holds of hers.
 * Events travel on separate queues and may arrive late or twice; isRemovedUser lets other handlers refuse a
 * `user.registered` or `user.followed` that shows up after the deletion.
 */
export async function handleDeletedUsers(consumer: DomainEventConsumer, removeContent: RemoveUserContent): Promise<void> {
  await onDomainEvent(consumer, 'user.deleted', async (tem, { userId }) => {
    if (!isUuid(userId)) return consumer.logger.warn({ userId }, 'user.deleted without a valid user id');
    await recordRemovedUser(tem, userId);
    await removeContent(tem, userId);
  });
}

/**
 * Remembers a deleted user in this subgraph's removed_users (idempotent): her still-valid tokens can no longer
 * write here (removed-viewer.ts), and late events cannot bring her back. Accounts calls it in the deletion itself.
 */
export async function recordRemovedUser(tem: EntityManager, userId: string): Promise<void> {
  await tem.execute(`insert into "${REMOVED_USERS_TABLE}" ("user_id") values (?) on conflict ("user_id") do nothing`, [userId], 'run');
}

/** True when any of the ids belongs to a user accounts has deleted. */
export async function isRemovedUser(em: EntityManager, userIds: readonly string[]): Promise<boolean> {
  if (userIds.length === 0) return false;
  const rows = await em.execute<Array<{ found: number }>>(
    `select 1 as found from "${REMOVED_USERS_TABLE}" where "user_id" in (${userIds.map(() => '?').join(', ')}) limit 1`,
    [...userIds],
  );
  return rows.length > 0;
}
