import { addMember, badUserInput, entityQuery, isMember, isUuid, recordDomainEvent, type EntityManager, type Page } from '@momstride/kit';
import { userNotFound } from '../messages/message-rules.js';
import { lockPair } from '../messages/pair-lock.js';
import { MemberBlock } from './block.entity.js';

export const BLOCKS_DEFAULT_LIMIT = 50;
export const BLOCKS_MAX_LIMIT = 100;
export const CANNOT_BLOCK_YOURSELF = "You can't block yourself";

const blockRow = entityQuery(MemberBlock, 'where "blocker_id" = $1 and "blocked_id" = $2');
const blocksBy = entityQuery(MemberBlock, 'where "blocker_id" = $1 order by "created_at" desc, "blocked_id" limit $2 offset $3');

/** The members `blockerId` blocked, the latest first. */
export const blockedMembers = (em: EntityManager, blockerId: string, page: Page): Promise<MemberBlock[]> =>
  blocksBy(em, [blockerId, page.limit, page.offset]);

/** The target of a block or an unblock: a member messaging knows, not herself. */
async function checkTarget(em: EntityManager, viewerId: string, userId: string): Promise<void> {
  if (userId === viewerId) throw badUserInput(CANNOT_BLOCK_YOURSELF, [{ field: 'userId', message: CANNOT_BLOCK_YOURSELF }]);
  if (!(await isMember(em, userId))) throw userNotFound();
}

/**
 * Blocks a member (again: nothing changes). Under the pair's lock, so no message between the two is stored once it
 * returns. The blocked member is not told; her messages are refused with the same words as the blocker's own.
 */
export async function blockMember(em: EntityManager, viewerId: string, userId: string): Promise<MemberBlock> {
  await checkTarget(em, viewerId, userId);
  return em.transactional(async (tem) => {
    await lockPair(tem, viewerId, userId);
    await addMember(tem, viewerId);
    // Its time is taken under the lock: every message of the pair stored before it is older.
    const inserted = await tem.execute<unknown[]>(
      'insert into message_blocks (blocker_id, blocked_id, created_at) values (?, ?, clock_timestamp()) on conflict do nothing returning blocked_id',
      [viewerId, userId],
    );
    // Other subgraphs learn of a new block (media-reviews stops reviews between the two).
    if (inserted.length > 0) await recordDomainEvent(tem, 'member.blocked', { blockerId: viewerId, blockedId: userId });
    const [block] = await blockRow(tem, [viewerId, userId]);
    if (!block) throw new Error('the block was not stored');
    return block;
  });
}

/** Lifts the viewer's block of a member; false when there was none. NOT_FOUND for a member messaging does not know. */
export async function unblockMember(em: EntityManager, viewerId: string, userId: string): Promise<boolean> {
  if (!isUuid(userId)) throw userNotFound();
  return em.transactional(async (tem) => {
    await lockPair(tem, viewerId, userId);
    const removed = await tem.execute<unknown[]>('delete from message_blocks where blocker_id = ? and blocked_id = ? returning blocked_id', [viewerId, userId]);
    if (removed.length === 0) await checkTarget(tem, viewerId, userId);
    else await recordDomainEvent(tem, 'member.unblocked', { blockerId: viewerId, blockedId: userId });
    return removed.length > 0;
  });
}

/** Which of `userIds` the viewer blocked: one statement. */
export async function blockedAmong(em: EntityManager, viewerId: string, userIds: readonly string[]): Promise<Set<string>> {
  const valid = userIds.filter(isUuid);
  if (valid.length === 0) return new Set();
  const rows = await em.execute<Array<{ blocked_id: string }>>('select blocked_id from message_blocks where blocker_id = ? and blocked_id = any(array[?]::uuid[])', [
    viewerId,
    valid,
  ]);
  return new Set(rows.map((row) => row.blocked_id));
}
