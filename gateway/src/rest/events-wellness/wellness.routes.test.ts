import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, registerMember } from '@momstride/testing';

const GOAL_KEYS = ['completed', 'created_at', 'current_value', 'goal_type', 'id', 'target_date', 'target_value'];

const dayIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const expectGoalShape = (goal: Record<string, unknown>) => {
  expect(Object.keys(goal).sort()).toEqual(GOAL_KEYS);
  expect(Number.isNaN(Date.parse(String(goal['created_at'])))).toBe(false);
};

const createGoal = async (token: string, json: Record<string, unknown> = {}) =>
  call('POST', '/api/wellness/goals', { token, json: { goal_type: 'steps', target_value: 10000, target_date: dayIn(30), ...json } });

describe('POST and GET /api/wellness/goals', () => {
  it('creates a goal (201) starting at 0; the list holds the viewer’s goals only', async () => {
    const member = await registerMember();
    const res = await createGoal(member.accessToken, { goal_type: 'distance', target_value: 12.5 });
    expect(res.status).toBe(201);
    expectGoalShape(res.body);
    expect(res.body).toMatchObject({ goal_type: 'distance', target_value: 12.5, current_value: 0, target_date: dayIn(30), completed: false });

    const list = await call('GET', '/api/wellness/goals', { token: member.accessToken });
    expect(list.status).toBe(200);
    expect(list.body).toEqual([res.body]);
    const other = await registerMember();
    expect((await call('GET', '/api/wellness/goals', { token: other.accessToken })).body).toEqual([]);
    expect((await call('GET', '/api/wellness/goals')).status).toBe(401);
  });

  it('answers 422 with detail for an unknown type, a target ≤ 0, a non-number, a past date or a missing field', async () => {
    const member = await registerMember();
    const cases: [Record<string, unknown>, string][] = [
      [{ goal_type: 'swimming' }, 'goal_type'],
      [{ target_value: 0 }, 'target_value'],
      [{ target_value: -3 }, 'target_value'],
      [{ target_value: 'lots' }, 'target_value'],
      [{ target_date: dayIn(-3) }, 'target_date'],
      [{ target_value: undefined }, 'target_value'],
    ];
    for (const [json, field] of cases) {
      const res = await createGoal(member.accessToken, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      expect(res.body.detail).toEqual(expect.arrayContaining([expect.objectContaining({ loc: ['body', field], msg: expect.any(String) })]));
    }
    expect((await call('GET', '/api/wellness/goals', { token: member.accessToken })).body).toEqual([]);
  });
});

describe('PUT /api/wellness/goals/{id}?current_value=', () => {
  it('updates progress and completes the goal once current_value reaches target_value', async () => {
    const member = await registerMember();
    const goal = (await createGoal(member.accessToken, { goal_type: 'meditation', target_value: 30 })).body;

    const partial = await call('PUT', `/api/wellness/goals/${goal.id}?current_value=12.5`, { token: member.accessToken });
    expect(partial.status).toBe(200);
    expectGoalShape(partial.body);
    expect(partial.body).toMatchObject({ id: goal.id, current_value: 12.5, completed: false });

    const done = await call('PUT', `/api/wellness/goals/${goal.id}?current_value=30`, { token: member.accessToken });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: goal.id, current_value: 30, target_value: 30, completed: true });
    expect((await call('GET', '/api/wellness/goals', { token: member.accessToken })).body).toEqual([done.body]);
  });

  it("answers 422 for a negative, missing or non-number value, 404 for another member's or an unknown goal", async () => {
    const member = await registerMember();
    const goal = (await createGoal(member.accessToken)).body;
    const token = member.accessToken;

    const negative = await call('PUT', `/api/wellness/goals/${goal.id}?current_value=-1`, { token });
    expect(negative.status).toBe(422);
    expect(negative.body.detail).toEqual([expect.objectContaining({ type: 'greater_than_equal', loc: ['query', 'current_value'] })]);
    const missing = await call('PUT', `/api/wellness/goals/${goal.id}`, { token });
    expect(missing.status).toBe(422);
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['query', 'current_value'], msg: 'Field required' })]);
    const text = await call('PUT', `/api/wellness/goals/${goal.id}?current_value=abc`, { token });
    expect(text.status).toBe(422);
    expect(text.body.detail).toEqual([expect.objectContaining({ type: 'float_parsing', loc: ['query', 'current_value'] })]);

    const other = await registerMember();
    const foreign = await call('PUT', `/api/wellness/goals/${goal.id}?current_value=5`, { token: other.accessToken });
    expect(foreign.status).toBe(404);
    expect(typeof foreign.body.detail).toBe('string');
    const unknown = await call('PUT', `/api/wellness/goals/${randomUUID()}?current_value=5`, { token });
    expect(unknown.status).toBe(404);
    const malformed = await call('PUT', '/api/wellness/goals/not-a-uuid?current_value=5', { token });
    expect(malformed.status).toBe(422);
    expect(malformed.body.detail).toEqual([expect.objectContaining({ type: 'uuid_parsing', loc: ['path', 'id'] })]);
    expect((await call('GET', '/api/wellness/goals', { token })).body).toEqual([expect.objectContaining({ id: goal.id, current_value: 0 })]);
  });
});
