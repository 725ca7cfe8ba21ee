import { randomUUID } from 'node:crypto';
import { badUserInput, conflict, isMember, isUuid, notFound, recordDomainEvent, type EntityManager } from '@momstride/kit';
import type { Page } from '@momstride/kit';
import { Endorsement, SKILL_MAX_LENGTH } from './endorsement.entity.js';

export const SELF_ENDORSEMENT_MESSAGE = 'You cannot endorse yourself';
export const SKILL_EMPTY_MESSAGE = 'Skill cannot be empty';
export const SKILL_TOO_LONG_MESSAGE = `Skills can be at most ${SKILL_MAX_LENGTH} characters`;

/** How many different skills one member can endorse another member for. */
export const MAX_ENDORSEMENTS_PER_MEMBER = 10;
export const ENDORSEMENT_LIMIT_MESSAGE = `You can endorse a member for at most ${MAX_ENDORSEMENTS_PER_MEMBER} skills`;

/** Page size of a member's endorsements: the default and the most one request gets. */
export const ENDORSEMENTS_DEFAULT_LIMIT = 50;
export const ENDORSEMENTS_MAX_LIMIT = 100;

/** Trimmed skill (inner runs of white space collapsed), or BAD_USER_INPUT. */
export function normalizeSkill(raw: string): string {
  const skill = raw.trim().replace(/\s+/g, ' ');
  if (skill === '') throw badUserInput(SKILL_EMPTY_MESSAGE, [{ field: 'skill', message: SKILL_EMPTY_MESSAGE }]);
  if ([...skill].length > SKILL_MAX_LENGTH) throw badUserInput(SKILL_TOO_LONG_MESSAGE, [{ field: 'skill', message: SKILL_TOO_LONG_MESSAGE }]);
  return skill;
}

const findPairSkill = (em: EntityManager, endorserId: string, endorseeId: string, skill: string): Promise<Endorsement | null> =>
  em
    .createQueryBuilder(Endorsement)
    .select('*')
    .where({ endorserId, endorseeId })
    .andWhere('lower(skill) = lower(?)', [skill])
    .getSingleResult();

/**
 * `endorserId` endorses `endorseeId` for a skill. Endorsing the same member for the same skill again (in any
 * letter case) returns the existing endorsement; a new skill beyond MAX_ENDORSEMENTS_PER_MEMBER for the same
 * member is CONFLICT. One transaction holding a lock on the pair (a transaction-scoped advisory lock), so
 * concurrent endorsements of one pair cannot together pass the limit. A new endorsement records `user.endorsed`.
 */
export async function endorse(em: EntityManager, endorserId: string, endorseeId: string, rawSkill: string): Promise<Endorsement> {
  if (endorseeId === endorserId) throw badUserInput(SELF_ENDORSEMENT_MESSAGE);
  const skill = normalizeSkill(rawSkill);
  if (!isUuid(endorseeId) || !(await isMember(em, endorseeId))) throw notFound('User not found');
  return em.transactional(async (tx) => {
    await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [`endorsements:${endorserId}:${endorseeId}`]);
    const existing = await findPairSkill(tx, endorserId, endorseeId, skill);
    if (existing) return existing;
    const [row] = await tx.execute<Array<{ count: string | number }>>(
      'select count(*) as count from endorsements where endorser_id = ? and endorsee_id = ?',
      [endorserId, endorseeId],
    );
    if (Number(row?.count ?? 0) >= MAX_ENDORSEMENTS_PER_MEMBER) throw conflict(ENDORSEMENT_LIMIT_MESSAGE);
    const inserted = await tx.execute<Array<{ id: string }>>(
      `insert into endorsements (id, endorser_id, endorsee_id, skill, created_at) values (?, ?, ?, ?, ?)
       on conflict (endorser_id, endorsee_id, lower(skill)) do nothing returning id`,
      [randomUUID(), endorserId, endorseeId, skill, new Date().toISOString()],
    );
    const endorsement = await findPairSkill(tx, endorserId, endorseeId, skill);
    if (!endorsement) throw new Error('endorsement vanished right after it was stored');
    // Only a new endorsement is news (messaging tells the endorsed member).
    if (inserted.length > 0) {
      await recordDomainEvent(tx, 'user.endorsed', { endorsementId: endorsement.id, endorserId, endorseeId, skill: endorsement.skill });
    }
    return endorsement;
  });
}

/** One page of the endorsements a member received, newest first (along endorsements_endorsee_created_index). */
export const endorsementsOf = async (em: EntityManager, endorseeId: string, page: Page): Promise<Endorsement[]> =>
  isUuid(endorseeId)
    ? em.find(Endorsement, { endorseeId }, { orderBy: { createdAt: 'desc', id: 'desc' }, limit: page.limit, offset: page.offset })
    : [];
