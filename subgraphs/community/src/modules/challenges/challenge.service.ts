import { badUserInput, conflict, entityQuery, isUuid, notFound, recordDomainEvent, type EntityManager, type FieldError } from '@momstride/kit';
import {
  Challenge,
  CHALLENGE_DESCRIPTION_MAX_LENGTH,
  CHALLENGE_MAX_VALUE,
  CHALLENGE_TITLE_MAX_LENGTH,
  CHALLENGE_UNIT_MAX_LENGTH,
} from './challenge.entity.js';
import { defaultUnitOf, type ChallengeType } from './challenge-type.js';
import { utcDay } from './streak.js';

export const CHALLENGE_NOT_FOUND = 'Challenge not found';
export const CHALLENGE_ENDED = 'This challenge has ended';
export const JOIN_FIRST = 'Join the challenge before logging progress';
export const AMOUNT_INVALID = `Progress must be a number greater than 0 and at most ${CHALLENGE_MAX_VALUE.toLocaleString('en-US')}`;
export const DAY_INVALID = 'Date must be a day (YYYY-MM-DD) within the challenge, not in the future';
export const REQUIRED_FIELDS = 'Please fill in all required fields';
export const END_DATE_PAST = 'End date must be in the future';
export const TARGET_INVALID = `Target must be greater than 0 and at most ${CHALLENGE_MAX_VALUE.toLocaleString('en-US')}`;

export const CHALLENGES_DEFAULT_LIMIT = 20;
export const CHALLENGES_MAX_LIMIT = 50;

/** Running challenges first (the soonest to end first), then, when asked for, ended ones (the latest first). */
const running = entityQuery(Challenge, 'where end_date >= now() order by end_date asc, id limit $1');
const runningAndEnded = entityQuery(
  Challenge,
  'order by (end_date < now()), case when end_date >= now() then end_date end asc, end_date desc, id limit $1',
);

export const listChallenges = (em: EntityManager, includeEnded: boolean, limit: number): Promise<Challenge[]> =>
  (includeEnded ? runningAndEnded : running)(em, [limit]);

export const isEnded = (challenge: Pick<Challenge, 'endDate'>, now: Date = new Date()): boolean => challenge.endDate.getTime() < now.getTime();

/** "100,000 steps": the target as the REST `target_metric` shows it. */
export const targetMetricOf = (challenge: Pick<Challenge, 'targetValue' | 'unit'>): string =>
  `${challenge.targetValue.toLocaleString('en-US', { maximumFractionDigits: 2 })} ${challenge.unit}`;

/** One challenge; NOT_FOUND for an unknown or malformed id. */
export async function challengeById(em: EntityManager, id: string): Promise<Challenge> {
  const challenge = isUuid(id) ? await em.findOne(Challenge, { id }) : null;
  if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
  return challenge;
}

const reload = async (em: EntityManager, id: string): Promise<Challenge> => {
  const [challenge] = await entityQuery(Challenge, 'where id = $1')(em, [id]);
  if (!challenge) throw notFound(CHALLENGE_NOT_FOUND);
  return challenge;
};

/**
 * Joins a running challenge; joining again changes nothing (one participation per member: the primary key). The
 * participant row and `participants_count + 1` are written in one transaction, so simultaneous joins count exactly.
 */
export function joinChallenge(em: EntityManager, userId: string, id: string): Promise<Challenge> {
  return em.transactional(async (tem) => {
    const challenge = await challengeById(tem, id);
    if (isEnded(challenge)) throw conflict(CHALLENGE_ENDED);
    const added = await tem.execute<unknown[]>(
      'insert into challenge_participants (challenge_id, user_id) values (?, ?) on conflict do nothing returning user_id',
      [challenge.id, userId],
    );
    if (added.length > 0) await tem.execute('update challenges set participants_count = participants_count + 1 where id = ?', [challenge.id], 'run');
    return reload(tem, challenge.id);
  });
}

/** Leaves a challenge (her progress goes too); not joined changes nothing. */
export function leaveChallenge(em: EntityManager, userId: string, id: string): Promise<Challenge> {
  return em.transactional(async (tem) => {
    const challenge = await challengeById(tem, id);
    const removed = await tem.execute<unknown[]>('delete from challenge_participants where challenge_id = ? and user_id = ? returning user_id', [
      challenge.id,
      userId,
    ]);
    if (removed.length > 0) await tem.execute('update challenges set participants_count = participants_count - 1 where id = ?', [challenge.id], 'run');
    return reload(tem, challenge.id);
  });
}

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const shiftDay = (day: string, days: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000));

/**
 * Logs progress toward the target: `amount` (> 0, bounded) on `day` (her local date, "YYYY-MM-DD"; today in UTC when
 * absent). The day must lie within the challenge and not after tomorrow in UTC (her time zone may be ahead). Only a
 * participant of a running challenge logs. Her total moves in the same statement that checks she joined, so two logs
 * at once add up; the first log reaching the target records when she completed it.
 */
export async function logProgress(
  em: EntityManager,
  userId: string,
  id: string,
  amount: number,
  day?: string | null,
  now: Date = new Date(),
  /** Charges the log to her budget once it is known to be valid (throws RATE_LIMITED past it). */
  charge: () => Promise<void> = async () => undefined,
): Promise<Challenge> {
  if (!Number.isFinite(amount) || amount <= 0 || amount > CHALLENGE_MAX_VALUE) throw badUserInput(AMOUNT_INVALID, [{ field: 'amount', message: AMOUNT_INVALID }]);
  const challenge = await challengeById(em, id);
  if (isEnded(challenge, now)) throw conflict(CHALLENGE_ENDED);
  const loggedOn = day ?? utcDay(now);
  const valid =
    DAY_PATTERN.test(loggedOn) &&
    !Number.isNaN(Date.parse(`${loggedOn}T00:00:00Z`)) &&
    loggedOn <= shiftDay(utcDay(now), 1) &&
    loggedOn >= shiftDay(utcDay(challenge.startsAt), -1) &&
    loggedOn <= shiftDay(utcDay(challenge.endDate), 1);
  if (!valid) throw badUserInput(DAY_INVALID, [{ field: 'date', message: DAY_INVALID }]);
  await charge();
  return em.transactional(async (tem) => {
    const updated = await tem.execute<Array<{ total: number }>>(
      `update challenge_participants p set total = p.total + ?,
         completed_at = coalesce(p.completed_at, case when p.total + ? >= c.target_value then now() end)
       from challenges c where c.id = p.challenge_id and p.challenge_id = ? and p.user_id = ? returning p.total`,
      [amount, amount, challenge.id, userId],
    );
    if (updated.length === 0) throw conflict(JOIN_FIRST);
    await tem.execute('insert into challenge_progress (challenge_id, user_id, amount, logged_on) values (?, ?, ?, ?)', [challenge.id, userId, amount, loggedOn], 'run');
    await tellPassed(tem, challenge, userId, Number(updated[0]!.total) - amount, Number(updated[0]!.total));
    return reload(tem, challenge.id);
  });
}

/** At most this many members are told of one log that passed them (the nearest below her new total). */
export const PASSED_TOLD_MAX = 50;

/**
 * The participants her log moved her past (who logged something, at or above her old total and below her new one):
 * `challenge.passed` in the log's transaction, so messaging tells each of them (a `challenge` notification).
 */
async function tellPassed(tem: EntityManager, challenge: Challenge, userId: string, before: number, after: number): Promise<void> {
  const passed = await tem.execute<Array<{ user_id: string }>>(
    `select user_id from challenge_participants
      where challenge_id = ? and user_id <> ? and total > 0 and total >= ? and total < ? order by total desc limit ?`,
    [challenge.id, userId, before, after, PASSED_TOLD_MAX],
  );
  if (passed.length === 0) return;
  await recordDomainEvent(tem, 'challenge.passed', { challengeId: challenge.id, title: challenge.title, passerId: userId, passedIds: passed.map((row) => row.user_id) });
}

export interface ChallengeInput {
  title: string;
  description: string;
  challengeType: ChallengeType;
  targetValue: number;
  unit?: string | null;
  endDate: Date;
}

/** Creates a challenge (admins; the caller checked the role): checks in the style of docs/product.md, Validation rules, every problem reported at once. */
export async function createChallenge(em: EntityManager, adminId: string, input: ChallengeInput, now: Date = new Date()): Promise<Challenge> {
  const title = (input.title ?? '').trim();
  const description = (input.description ?? '').trim();
  const unit = (input.unit ?? '').trim() || defaultUnitOf[input.challengeType];
  const fields: FieldError[] = [];
  if (title === '') fields.push({ field: 'title', message: REQUIRED_FIELDS });
  else if ([...title].length > CHALLENGE_TITLE_MAX_LENGTH) fields.push({ field: 'title', message: `Title can be at most ${CHALLENGE_TITLE_MAX_LENGTH} characters` });
  if (description === '') fields.push({ field: 'description', message: REQUIRED_FIELDS });
  else if ([...description].length > CHALLENGE_DESCRIPTION_MAX_LENGTH)
    fields.push({ field: 'description', message: `Description can be at most ${CHALLENGE_DESCRIPTION_MAX_LENGTH} characters` });
  if (!Number.isFinite(input.targetValue) || input.targetValue <= 0 || input.targetValue > CHALLENGE_MAX_VALUE) fields.push({ field: 'targetValue', message: TARGET_INVALID });
  if ([...unit].length > CHALLENGE_UNIT_MAX_LENGTH) fields.push({ field: 'unit', message: `Unit can be at most ${CHALLENGE_UNIT_MAX_LENGTH} characters` });
  if (!(input.endDate instanceof Date) || Number.isNaN(input.endDate.getTime())) fields.push({ field: 'endDate', message: 'End date must be a valid date' });
  else if (input.endDate.getTime() <= now.getTime()) fields.push({ field: 'endDate', message: END_DATE_PAST });
  if (fields.length > 0) {
    const required = fields.some((field) => field.message === REQUIRED_FIELDS);
    throw badUserInput(required ? REQUIRED_FIELDS : fields[0]!.message, fields);
  }
  const challenge = em.create(Challenge, {
    title,
    description,
    challengeType: input.challengeType,
    targetValue: input.targetValue,
    unit,
    endDate: input.endDate,
    createdBy: adminId,
  });
  await em.persistAndFlush(challenge);
  return challenge;
}

/** Deletes a challenge with its participations and progress (admins). */
export async function deleteChallenge(em: EntityManager, id: string): Promise<void> {
  const challenge = await challengeById(em, id);
  await em.execute('delete from challenges where id = ?', [challenge.id], 'run');
}
