import { createHash } from 'node:crypto';
import type { EntityManager } from '@momstride/kit';

/** The advisory-lock key of a pair of members (either order gives the same key). */
export const pairLockKey = (a: string, b: string): string => {
  const [low, high] = a < b ? [a, b] : [b, a];
  return createHash('sha256').update(`messaging-pair:${low}:${high}`).digest().readBigInt64BE(0).toString();
};

/**
 * Takes the pair's lock until the transaction ends. Sending, blocking and unblocking between two members take it
 * first, so a block and a message never cross: once blockMember returns, no message between the two gets through,
 * and the messages of a pair are stored one at a time (their order is their creation order, the conversation rows
 * always name the latest).
 */
export async function lockPair(tem: EntityManager, a: string, b: string): Promise<void> {
  await tem.execute('select pg_advisory_xact_lock(?::bigint)', [pairLockKey(a, b)]);
}
