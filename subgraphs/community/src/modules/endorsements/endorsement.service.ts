import { randomUUID } from 'node:crypto';
import { badUserInput, isUuid, notFound, type EntityManager } from '@momstride/kit';
import { isMember } from '../members/member.service.js';
import { Endorsement, SKILL_MAX_LENGTH } from './endorsement.entity.js';

export const SELF_ENDORSEMENT_MESSAGE = 'You cannot endorse yourself';
export const SKILL_EMPTY_MESSAGE = 'Skill cannot be empty';
export const SKILL_TOO_LONG_MESSAGE = `Skills can be at most ${SKILL_MAX_LENGTH} characters`;

/** Trimmed skill (inner runs of white space collapsed), or BAD_USER_INPUT. */
export function normalizeSkill(raw: string): string {
  const skill = raw.trim().replace(/\s+/g, ' ');
  if (skill === '') throw badUserInput(SKILL_EMPTY_MESSAGE, [{ field: 'skill', message: SKILL_EMPTY_MESSAGE }]);
  if ([...skill].length > SKILL_MAX_LENGTH) throw badUserInput(SKILL_TOO_LONG_MESSAGE, [{ field: 'skill', message: SKILL_TOO_LONG_MESSAGE }]);
  return skill;
}

/**
 * `endorserId` endorses `endorseeId` for a skill. Endorsing the same member for the same skill again (in any
 * letter case) returns the existing endorsement.
 */
export async function endorse(em: EntityManager, endorserId: string, endorseeId: string, rawSkill: string): Promise<Endorsement> {
  if (endorseeId === endorserId) throw badUserInput(SELF_ENDORSEMENT_MESSAGE);
  const skill = normalizeSkill(rawSkill);
  if (!isUuid(endorseeId) || !(await isMember(em, endorseeId))) throw notFound('User not found');
  await em.execute(
    `insert into endorsements (id, endorser_id, endorsee_id, skill, created_at) values (?, ?, ?, ?, ?)
     on conflict (endorser_id, endorsee_id, lower(skill)) do nothing`,
    [randomUUID(), endorserId, endorseeId, skill, new Date().toISOString()],
    'run',
  );
  const endorsement = await em
    .createQueryBuilder(Endorsement)
    .select('*')
    .where({ endorserId, endorseeId })
    .andWhere('lower(skill) = lower(?)', [skill])
    .getSingleResult();
  if (!endorsement) throw new Error('endorsement vanished right after it was stored');
  return endorsement;
}

/** Endorsements a member received, newest first. */
export const endorsementsOf = async (em: EntityManager, endorseeId: string): Promise<Endorsement[]> =>
  isUuid(endorseeId) ? em.find(Endorsement, { endorseeId }, { orderBy: { createdAt: 'desc', id: 'desc' } }) : [];
