import { z } from 'zod';
import { GoalType, type RestWellnessGoalFragment } from '../gql/graphql.js';
import { dateTime } from '../reply-fields.js';

/** A wellness goal as REST answers it (docs/product.md, Entities and fields; schema/openapi.json). */
export const goalJson = z
  .object({
    id: z.guid(),
    goal_type: z.enum(GoalType),
    target_value: z.number(),
    current_value: z.number(),
    target_date: z.string(),
    completed: z.boolean(),
    created_at: dateTime,
  })
  .meta({ id: 'WellnessGoal' });

export const toGoalJson = (goal: RestWellnessGoalFragment): z.input<typeof goalJson> => ({
  id: goal.id,
  goal_type: goal.goalType,
  target_value: goal.targetValue,
  current_value: goal.currentValue,
  target_date: goal.targetDate,
  completed: goal.completed,
  created_at: goal.createdAt,
});
