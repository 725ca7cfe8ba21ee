import { forbidden, isRemovedUser, isUuid, onDomainEvent, type DomainEventConsumer, type EntityManager } from '@momstride/kit';

/** The refusal either way, so a blocked member is not told who blocked whom (the words messaging uses for messages). */
export const CANNOT_REVIEW = "You can't review this member";

/**
 * Blocks between members (messaging owns them; `member.blocked` / `member.unblocked` tell media-reviews): while either
 * blocked the other, neither writes (or edits) a member review of the other. One row per pair and direction, kept as
 * the latest state by the event's time, so an unblock and a block delivered out of order end as they happened.
 * Reviews written before the block stay (docs/security.md, "Blocks"): a block is no way to erase criticism; a
 * harassing review goes to an admin, who can delete it.
 */
export async function recordBlockState(tem: EntityManager, blockerId: string, blockedId: string, blocked: boolean, at: Date): Promise<void> {
  await tem.execute(
    `insert into member_blocks (blocker_id, blocked_id, blocked, changed_at) values (?, ?, ?, ?)
     on conflict (blocker_id, blocked_id) do update set blocked = excluded.blocked, changed_at = excluded.changed_at
     where member_blocks.changed_at <= excluded.changed_at`,
    [blockerId, blockedId, blocked, at],
    'run',
  );
}

/** Whether either of the two blocked the other: one statement. */
export async function eitherBlocked(em: EntityManager, a: string, b: string): Promise<boolean> {
  if (!isUuid(a) || !isUuid(b)) return false;
  const rows = await em.execute<unknown[]>(
    'select 1 from member_blocks where blocked and ((blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) limit 1',
    [a, b, b, a],
  );
  return rows.length > 0;
}

/** FORBIDDEN "You can't review this member" when a block stands between the reviewer and the member she reviews. */
export async function refuseBlockedReview(em: EntityManager, reviewerId: string, memberId: string): Promise<void> {
  if (await eitherBlocked(em, reviewerId, memberId)) throw forbidden(CANNOT_REVIEW);
}

const dateOr = (value: string | undefined): Date => {
  const date = value ? new Date(value) : new Date();
  return Number.isNaN(date.getTime()) ? new Date() : date;
};

/** Keeps media-reviews' copy of the blocks: each delivery applied once, in one transaction. */
export async function subscribeToBlocks(consumer: DomainEventConsumer): Promise<void> {
  const { logger } = consumer;
  const apply = (blocked: boolean) => async (tem: EntityManager, { blockerId, blockedId, occurredAt }: { blockerId: string; blockedId: string; occurredAt: string }) => {
    if (!isUuid(blockerId) || !isUuid(blockedId)) return logger.warn({ blockerId, blockedId }, 'a block event without valid member ids');
    if (await isRemovedUser(tem, [blockerId, blockedId])) return;
    await recordBlockState(tem, blockerId, blockedId, blocked, dateOr(occurredAt));
  };
  await onDomainEvent(consumer, 'member.blocked', apply(true));
  await onDomainEvent(consumer, 'member.unblocked', apply(false));
}
