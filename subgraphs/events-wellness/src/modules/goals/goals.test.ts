import { demoUserIds } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { errorOf, type GraphQLResult, registerUsers, viewerOf } from '@momstride/testing';
import { eventsWellness } from '../../testing/events.js';

const GOAL_FIELDS = 'id goalType label unit targetValue currentValue targetDate completed progress';
const CREATE = `mutation($input: WellnessGoalInput!) { createWellnessGoal(input: $input) { ${GOAL_FIELDS} } }`;
const UPDATE = `mutation($id: ID!, $v: Float!) { updateWellnessGoalProgress(id: $id, currentValue: $v) { ${GOAL_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteWellnessGoal(id: $id) }';
const day = (offset: number) => new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
const fieldsOf = (result: GraphQLResult<unknown>) => (result.errors?.[0]?.extensions as { fields?: Array<{ field: string; message: string }> } | undefined)?.fields;

interface Goal {
  id: string;
  goalType: string;
  label: string;
  unit: string;
  targetValue: number;
  currentValue: number;
  targetDate: string;
  completed: boolean;
  progress: number;
}

describe('wellness goals', () => {
  it('creates a goal, updates its progress (completed set by the server), lists and summarizes only the viewer’s, deletes it', async () => {
    const [ann] = await registerUsers(1);
    const viewer = viewerOf(ann!);
    const { createWellnessGoal: goal } = await eventsWellness.gqlOk<{ createWellnessGoal: Goal }>(
      CREATE,
      { input: { goalType: 'distance', targetValue: 12.5, targetDate: day(7) } },
      viewer,
    );
    expect(goal).toMatchObject({ goalType: 'distance', label: 'Weekly Distance', unit: 'miles', targetValue: 12.5, currentValue: 0, targetDate: day(7), completed: false, progress: 0 });

    const halfway = await eventsWellness.gqlOk<{ updateWellnessGoalProgress: Goal }>(UPDATE, { id: goal.id, v: 6.25 }, viewer);
    expect(halfway.updateWellnessGoalProgress).toMatchObject({ currentValue: 6.25, completed: false, progress: 50 });
    const done = await eventsWellness.gqlOk<{ updateWellnessGoalProgress: Goal }>(UPDATE, { id: goal.id, v: 20 }, viewer);
    expect(done.updateWellnessGoalProgress).toMatchObject({ currentValue: 20, completed: true, progress: 100 });
    expect(errorOf(await eventsWellness.gql(UPDATE, { id: goal.id, v: -1 }, viewer))).toEqual({ code: 'BAD_USER_INPUT', message: 'Progress cannot be negative' });

    // A change answers with her goals and summary as they now stand (one reply keeps every screen in step).
    const withOwner = `mutation($id: ID!, $v: Float!) { updateWellnessGoalProgress(id: $id, currentValue: $v) {
      id owner { id goals { id currentValue } wellnessSummary { totalGoals completedGoals overallProgress } } } }`;
    const owned = await eventsWellness.gqlOk<{ updateWellnessGoalProgress: { owner: Record<string, unknown> } }>(withOwner, { id: goal.id, v: 20 }, viewer);
    expect(owned.updateWellnessGoalProgress.owner).toEqual({
      id: ann!.user.id,
      goals: [{ id: goal.id, currentValue: 20 }],
      wellnessSummary: { totalGoals: 1, completedGoals: 1, overallProgress: 100 },
    });

    await eventsWellness.gqlOk(CREATE, { input: { goalType: 'steps', targetValue: 10000, targetDate: day(0) } }, viewer);
    const { wellnessGoals, wellnessSummary } = await eventsWellness.gqlOk<{ wellnessGoals: Goal[]; wellnessSummary: Record<string, number> }>(
      '{ wellnessGoals { id goalType } wellnessSummary { totalGoals completedGoals overallProgress averageProgress } }',
      {},
      viewer,
    );
    expect(wellnessGoals.map((listed) => listed.goalType)).toEqual(['steps', 'distance']);
    expect(wellnessSummary).toEqual({ totalGoals: 2, completedGoals: 1, overallProgress: 50, averageProgress: 50 });

    // On the federated User, for herself only.
    const entities = `query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id goals { id } wellnessSummary { totalGoals } } } }`;
    const own = await eventsWellness.gqlOk<{ _entities: Array<{ goals: unknown[] | null; wellnessSummary: { totalGoals: number } | null }> }>(
      entities,
      { r: [{ __typename: 'User', id: ann!.user.id }, { __typename: 'User', id: demoUserIds.maya }] },
      viewer,
    );
    expect(own._entities[0]).toMatchObject({ wellnessSummary: { totalGoals: 2 } });
    expect(own._entities[0]!.goals).toHaveLength(2);
    expect(own._entities[1]).toMatchObject({ goals: null, wellnessSummary: null });

    expect((await eventsWellness.gqlOk<{ deleteWellnessGoal: boolean }>(DELETE, { id: goal.id }, viewer)).deleteWellnessGoal).toBe(true);
    expect(errorOf(await eventsWellness.gql(DELETE, { id: goal.id }, viewer)).code).toBe('NOT_FOUND');
  });

  it('another member’s goal is NOT_FOUND for reading, updating and deleting', async () => {
    const [ann, bea] = await registerUsers(2);
    const { createWellnessGoal: goal } = await eventsWellness.gqlOk<{ createWellnessGoal: Goal }>(
      CREATE,
      { input: { goalType: 'meditation', targetValue: 10, targetDate: day(3) } },
      viewerOf(ann!),
    );
    const other = viewerOf(bea!);
    expect(errorOf(await eventsWellness.gql(`query($id: ID!) { wellnessGoal(id: $id) { id } }`, { id: goal.id }, other))).toEqual({ code: 'NOT_FOUND', message: 'Goal not found' });
    expect(errorOf(await eventsWellness.gql(UPDATE, { id: goal.id, v: 10 }, other)).code).toBe('NOT_FOUND');
    expect(errorOf(await eventsWellness.gql(DELETE, { id: goal.id }, other)).code).toBe('NOT_FOUND');
    expect((await eventsWellness.gqlOk<{ wellnessGoals: unknown[] }>('{ wellnessGoals { id } }', {}, other)).wellnessGoals).toEqual([]);
    const mine = await eventsWellness.gqlOk<{ wellnessGoal: Goal }>(`query($id: ID!) { wellnessGoal(id: $id) { ${GOAL_FIELDS} } }`, { id: goal.id }, viewerOf(ann!));
    expect(mine.wellnessGoal).toMatchObject({ currentValue: 0, completed: false });
  });

  it('refuses an unknown type, a target of 0 or less and a date before today with "Please fill in all fields"', async () => {
    const [ann] = await registerUsers(1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ goalType: 'swimming' }, 'goalType', 'Goal type must be one of steps, distance, events, weight, meditation'],
      [{ targetValue: 0 }, 'targetValue', 'Target value must be greater than 0'],
      [{ targetValue: -3 }, 'targetValue', 'Target value must be greater than 0'],
      [{ targetDate: day(-2) }, 'targetDate', 'Target date cannot be before today'],
      [{ targetDate: '2026-02-30' }, 'targetDate', 'Target date must be a date (YYYY-MM-DD)'],
      [{ targetDate: '' }, 'targetDate', 'Please fill in all fields'],
    ];
    for (const [overrides, field, message] of cases) {
      const result = await eventsWellness.gql(CREATE, { input: { goalType: 'steps', targetValue: 5000, targetDate: day(1), ...overrides } }, viewerOf(ann!));
      expect(errorOf(result)).toEqual({ code: 'BAD_USER_INPUT', message: 'Please fill in all fields' });
      expect(fieldsOf(result)).toEqual([{ field, message }]);
    }
    expect((await eventsWellness.gqlOk<{ wellnessGoals: unknown[] }>('{ wellnessGoals { id } }', {}, viewerOf(ann!))).wellnessGoals).toEqual([]);
  });

  it('a member has at most 100 goals, also when she creates them at once; lists read at most 100; a deleted one makes room', async () => {
    const [ann] = await registerUsers(1);
    const viewer = viewerOf(ann!);
    const create = () => eventsWellness.gql<{ createWellnessGoal: Goal }>(CREATE, { input: { goalType: 'steps', targetValue: 5000, targetDate: day(1) } }, viewer);
    const results = await Promise.all(Array.from({ length: 104 }, create));
    const made = results.filter((result) => result.errors === undefined);
    expect(made).toHaveLength(100);
    for (const refused of results.filter((result) => result.errors !== undefined)) {
      expect(errorOf(refused)).toEqual({ code: 'BAD_USER_INPUT', message: 'You can have at most 100 goals. Delete one you have finished to add another.' });
    }
    const { wellnessGoals, wellnessSummary } = await eventsWellness.gqlOk<{ wellnessGoals: Goal[]; wellnessSummary: { totalGoals: number } }>(
      '{ wellnessGoals { id } wellnessSummary { totalGoals } }',
      {},
      viewer,
    );
    expect(wellnessGoals).toHaveLength(100);
    expect(wellnessSummary.totalGoals).toBe(100);
    await eventsWellness.gqlOk(DELETE, { id: made[0]!.data!.createWellnessGoal.id }, viewer);
    expect((await create()).errors).toBeUndefined();
    expect(errorOf(await create()).code).toBe('BAD_USER_INPUT');
  });

  it('lists the goal types with their labels and units in the product’s order, for members only', async () => {
    const [ann] = await registerUsers(1);
    const query = '{ wellnessGoalTypes { goalType label unit } }';
    const { wellnessGoalTypes } = await eventsWellness.gqlOk<{ wellnessGoalTypes: unknown[] }>(query, {}, viewerOf(ann!));
    expect(wellnessGoalTypes).toEqual([
      { goalType: 'steps', label: 'Daily Steps', unit: 'steps' },
      { goalType: 'distance', label: 'Weekly Distance', unit: 'miles' },
      { goalType: 'events', label: 'Monthly Events', unit: 'events' },
      { goalType: 'weight', label: 'Weight Loss', unit: 'lbs' },
      { goalType: 'meditation', label: 'Daily Meditation', unit: 'minutes' },
    ]);
    expect(errorOf(await eventsWellness.gql(query, {}, {})).code).toBe('UNAUTHENTICATED');
  });
});
