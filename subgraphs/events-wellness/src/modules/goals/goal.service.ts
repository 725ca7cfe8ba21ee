import { badUserInput, entityQuery, isUuid, notFound, type EntityManager, type FieldError } from '@momstride/kit';
import type { WellnessSummary } from './goal.inputs.js';
import { WellnessGoal } from './goal.entity.js';
import { goalTypeCatalogue, isGoalType } from './goal-type.js';

export const FILL_ALL_FIELDS = 'Please fill in all fields';
export const UNKNOWN_GOAL_TYPE = `Goal type must be one of ${Object.keys(goalTypeCatalogue).join(', ')}`;
export const TARGET_POSITIVE = 'Target value must be greater than 0';
export const DATE_BEFORE_TODAY = 'Target date cannot be before today';
export const INVALID_TARGET_DATE = 'Target date must be a date (YYYY-MM-DD)';
export const PROGRESS_NEGATIVE = 'Progress cannot be negative';
export const GOAL_NOT_FOUND = 'Goal not found';
export const MAX_GOAL_VALUE = 1e9;
export const VALUE_TOO_LARGE = `Values can be at most ${MAX_GOAL_VALUE}`;
/** Goals one member may have at once: every list and summary of hers reads at most this many. */
export const MAX_GOALS_PER_MEMBER = 100;
export const TOO_MANY_GOALS = `You can have at most ${MAX_GOALS_PER_MEMBER} goals. Delete one you have finished to add another.`;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date as YYYY-MM-DD, or null. */
export function parseDate(value: string): string | null {
  const match = DATE.exec(value.trim());
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value.trim() ? null : value.trim();
}

/**
 * "Today" for the not-before-today rule: the earliest calendar date anywhere on Earth right now (UTC−12), so a
 * member whose evening is already tomorrow in UTC is not refused today's date.
 */
export const earliestToday = (now: Date = new Date()): string => new Date(now.getTime() - 12 * 60 * 60 * 1000).toISOString().slice(0, 10);

/** A YYYY-MM-DD from pg (a string, or a Date at local midnight with the default type parser). */
export const dateString = (value: string | Date): string =>
  typeof value === 'string'
    ? value.slice(0, 10)
    : `${value.getFullYear()}-${String(value.getMonth() + 1).padStart(2, '0')}-${String(value.getDate()).padStart(2, '0')}`;

const clampPercent = (value: number): number => Math.max(0, Math.min(100, value));

/** Progress of one goal: current/target, capped at 100 percent (docs/product.md, States and transitions). */
export const goalProgress = (goal: Pick<WellnessGoal, 'currentValue' | 'targetValue'>): number =>
  goal.targetValue > 0 ? clampPercent((goal.currentValue / goal.targetValue) * 100) : 0;

/** docs/product.md, Validation rules: type known, target a number > 0, date not before today; BAD_USER_INPUT "Please fill in all fields" with the fields. */
export function checkGoalInput(input: { goalType: string; targetValue: number; targetDate: string }, now: Date = new Date()) {
  const fields: FieldError[] = [];
  const goalType = (input.goalType ?? '').trim();
  if (!isGoalType(goalType)) fields.push({ field: 'goalType', message: goalType === '' ? FILL_ALL_FIELDS : UNKNOWN_GOAL_TYPE });
  if (typeof input.targetValue !== 'number' || !Number.isFinite(input.targetValue) || input.targetValue <= 0) {
    fields.push({ field: 'targetValue', message: TARGET_POSITIVE });
  } else if (input.targetValue > MAX_GOAL_VALUE) fields.push({ field: 'targetValue', message: VALUE_TOO_LARGE });
  const targetDate = parseDate(input.targetDate ?? '');
  if (!targetDate) fields.push({ field: 'targetDate', message: (input.targetDate ?? '').trim() === '' ? FILL_ALL_FIELDS : INVALID_TARGET_DATE });
  else if (targetDate < earliestToday(now)) fields.push({ field: 'targetDate', message: DATE_BEFORE_TODAY });
  if (fields.length > 0) throw badUserInput(FILL_ALL_FIELDS, fields);
  return { goalType: goalType as WellnessGoal['goalType'], targetValue: input.targetValue, targetDate: targetDate! };
}

// Her newest MAX_GOALS_PER_MEMBER at most (a member cannot have more since the cap; older data is bounded too).
const goalsOf = entityQuery(
  WellnessGoal,
  `where "id" in (select "id" from (select "id", row_number() over (partition by "user_id" order by "created_at" desc, "id" desc) as "n"
     from "wellness_goals" where "user_id" = any($1)) as "ranked" where "n" <= ${MAX_GOALS_PER_MEMBER})
   order by "created_at" desc, "id" desc`,
);

/** Goals per user, newest first, at most MAX_GOALS_PER_MEMBER each: N users, one query. */
export async function goalsOfUsers(em: EntityManager, userIds: readonly string[]): Promise<Map<string, WellnessGoal[]>> {
  const byUser = new Map<string, WellnessGoal[]>();
  if (userIds.length === 0) return byUser;
  for (const goal of await goalsOf(em, [userIds])) {
    const list = byUser.get(goal.userId) ?? [];
    list.push(goal);
    byUser.set(goal.userId, list);
  }
  return byUser;
}

/** Totals for the summary cards. */
export function summarize(goals: readonly WellnessGoal[]): WellnessSummary {
  const total = goals.length;
  const completed = goals.filter((goal) => goal.completed).length;
  return {
    totalGoals: total,
    completedGoals: completed,
    overallProgress: total === 0 ? 0 : Math.round((completed / total) * 100),
    averageProgress: total === 0 ? 0 : Math.round(goals.reduce((sum, goal) => sum + goalProgress(goal), 0) / total),
  };
}

/**
 * Creates a goal for the member (current value 0); BAD_USER_INPUT past MAX_GOALS_PER_MEMBER. The count and the insert
 * run under a lock on her goals, so goals created at once cannot together pass the cap.
 */
export async function createGoal(em: EntityManager, userId: string, input: { goalType: string; targetValue: number; targetDate: string }): Promise<WellnessGoal> {
  const clean = checkGoalInput(input);
  return em.transactional(async (tem) => {
    await tem.execute("select pg_advisory_xact_lock(hashtext('wellness_goals:' || ?))", [userId]);
    const [row] = await tem.execute<Array<{ count: number }>>('select count(*)::int as count from wellness_goals where user_id = ?', [userId]);
    if ((row?.count ?? 0) >= MAX_GOALS_PER_MEMBER) throw badUserInput(TOO_MANY_GOALS);
    const goal = tem.create(WellnessGoal, { userId, ...clean });
    await tem.persistAndFlush(goal);
    return goal;
  });
}

/** The member's own goal, or NOT_FOUND (another member's goal is not found either). */
async function ownGoal(em: EntityManager, userId: string, goalId: string): Promise<WellnessGoal> {
  const goal = isUuid(goalId) ? await em.findOne(WellnessGoal, { id: goalId, userId }) : null;
  if (!goal) throw notFound(GOAL_NOT_FOUND);
  return goal;
}

/** Sets the goal's progress; `completed` becomes whether current ≥ target (set by the server only). */
export async function updateGoalProgress(em: EntityManager, userId: string, goalId: string, currentValue: number): Promise<WellnessGoal> {
  if (typeof currentValue !== 'number' || !Number.isFinite(currentValue) || currentValue < 0) {
    throw badUserInput(PROGRESS_NEGATIVE, [{ field: 'currentValue', message: PROGRESS_NEGATIVE }]);
  }
  if (currentValue > MAX_GOAL_VALUE) throw badUserInput(VALUE_TOO_LARGE, [{ field: 'currentValue', message: VALUE_TOO_LARGE }]);
  const goal = await ownGoal(em, userId, goalId);
  goal.currentValue = currentValue;
  goal.completed = currentValue >= goal.targetValue;
  goal.updatedAt = new Date();
  await em.flush();
  return goal;
}

/** Deletes the member's own goal (NOT_FOUND otherwise). */
export async function deleteGoal(em: EntityManager, userId: string, goalId: string): Promise<boolean> {
  const goal = await ownGoal(em, userId, goalId);
  await em.removeAndFlush(goal);
  return true;
}

/** One of the member's own goals, or NOT_FOUND. */
export const findOwnGoal = ownGoal;
