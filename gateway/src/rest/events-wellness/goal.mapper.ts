import type { RestWellnessGoalFragment } from '../gql/graphql.js';

/** A wellness goal as REST answers it (spec §3, api-additions.md). */
export const toGoalJson = (goal: RestWellnessGoalFragment) => ({
  id: goal.id,
  goal_type: goal.goalType,
  target_value: goal.targetValue,
  current_value: goal.currentValue,
  target_date: goal.targetDate,
  completed: goal.completed,
  created_at: goal.createdAt,
});
