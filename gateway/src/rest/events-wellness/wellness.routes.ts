import { z } from 'zod';
import { defineRoute } from '../framework.js';
import { RestCreateWellnessGoalDocument, RestUpdateWellnessGoalProgressDocument, RestWellnessGoalsDocument } from '../gql/graphql.js';
import { goalJson, toGoalJson } from './goal.mapper.js';
import { floatInput, floatQuery } from './inputs.js';
import { idParams } from '../params.js';

// Shape only: the goal rules of docs/product.md, Validation rules (known goal type, target > 0, date not before today) and their messages live in
// events-wellness, which answers them as BAD_USER_INPUT "Please fill in all fields" with fields (→ 422).
const goalBody = z.object({
  goal_type: z.string(),
  target_value: floatInput(),
  target_date: z.string(),
});

export const wellnessRoutes = [
  defineRoute({
    method: 'GET',
    path: '/wellness/goals',
    summary: 'The signed-in member’s wellness goals',
    auth: 'required',
    operation: RestWellnessGoalsDocument,
    variables: () => ({}),
    returns: z.array(goalJson),
    response: (data) => data.wellnessGoals.map(toGoalJson),
  }),
  defineRoute({
    method: 'POST',
    path: '/wellness/goals',
    summary: 'Set a wellness goal',
    auth: 'required',
    body: goalBody,
    operation: RestCreateWellnessGoalDocument,
    variables: ({ body }) => ({ input: { goalType: body.goal_type, targetValue: body.target_value, targetDate: body.target_date } }),
    returns: goalJson,
    response: (data) => toGoalJson(data.createWellnessGoal),
    status: 201,
  }),
  defineRoute({
    method: 'PUT',
    path: '/wellness/goals/:id',
    summary: 'Update a wellness goal’s progress',
    auth: 'required',
    params: idParams,
    // docs/product.md, The calls: the progress is a query parameter. Negative → 422 here; the upper bound is events-wellness's.
    query: z.object({ current_value: floatQuery(0) }),
    operation: RestUpdateWellnessGoalProgressDocument,
    variables: ({ params, query }) => ({ id: params.id, currentValue: query.current_value }),
    returns: goalJson,
    response: (data) => toGoalJson(data.updateWellnessGoalProgress),
  }),
];
