import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, inDays, loginOwner, registerMember } from '@momstride/testing';

const SPEC_KEYS = ['id', 'title', 'description', 'end_date', 'target_metric', 'challenge_type', 'participants_count', 'is_joined'];

describe('REST /api/community/challenges', () => {
  it('admins create (201); members list, join once, log progress (201) and see the leaderboard; ended and unknown refused', async () => {
    const owner = await loginOwner();
    const created = await call('POST', '/api/community/challenges', {
      token: owner.accessToken,
      json: { title: 'Spring Steps', description: 'Walk 50,000 steps this week.', challenge_type: 'steps', target_value: 50000, end_date: inDays(7) },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ target_metric: '50,000 steps', challenge_type: 'steps', participants_count: 0, is_joined: false, is_ended: false, unit: 'steps', my_progress: null });
    const id = created.body.id as string;

    const [ann, bea] = [await registerMember(), await registerMember()];
    expect((await call('POST', '/api/community/challenges', { token: ann.accessToken, json: { title: 'x', description: 'y', challenge_type: 'steps', target_value: 1, end_date: inDays(1) } })).status).toBe(403);

    const listed = await call('GET', '/api/community/challenges', { token: ann.accessToken });
    const row = listed.body.find((challenge: { id: string }) => challenge.id === id);
    for (const key of SPEC_KEYS) expect(row).toHaveProperty(key);

    const joins = await Promise.all([1, 2, 3].map(() => call('POST', `/api/community/challenges/${id}/join`, { token: ann.accessToken })));
    expect(joins.map((reply) => reply.status)).toEqual([200, 200, 200]);
    expect((await call('GET', `/api/community/challenges/${id}`, { token: ann.accessToken })).body).toMatchObject({ participants_count: 1, is_joined: true });

    expect((await call('POST', `/api/community/challenges/${id}/progress`, { token: bea.accessToken, json: { amount: 10 } })).body).toEqual({
      detail: 'Join the challenge before logging progress',
    });
    const logged = await call('POST', `/api/community/challenges/${id}/progress`, { token: ann.accessToken, json: { amount: 12000 } });
    expect(logged.status).toBe(201);
    expect(logged.body.my_progress).toMatchObject({ total: 12000, percent: 24, streak: 1, completed_at: null });
    expect((await call('POST', `/api/community/challenges/${id}/progress`, { token: ann.accessToken, json: { amount: 'lots' } })).status).toBe(422);
    expect((await call('POST', `/api/community/challenges/${id}/progress`, { token: ann.accessToken, json: { amount: -1 } })).status).toBe(422);

    await call('POST', `/api/community/challenges/${id}/join`, { token: bea.accessToken });
    await call('POST', `/api/community/challenges/${id}/progress`, { token: bea.accessToken, json: { amount: 3000 } });
    const board = await call('GET', `/api/community/challenges/${id}/leaderboard`, { token: bea.accessToken });
    expect(board.body.entries.map((entry: { member: { id: string }; rank: number; total: number }) => [entry.member.id, entry.rank, entry.total])).toEqual([
      [ann.user.id, 1, 12000],
      [bea.user.id, 2, 3000],
    ]);
    expect(board.body.me).toEqual({ rank: 2, total: 3000, completed: false });

    const left = await call('DELETE', `/api/community/challenges/${id}/leave`, { token: bea.accessToken });
    expect(left.body).toMatchObject({ is_joined: false, participants_count: 1 });
    expect((await call('POST', `/api/community/challenges/${randomUUID()}/join`, { token: ann.accessToken })).body).toEqual({ detail: 'Challenge not found' });
    expect((await call('POST', '/api/community/challenges/nope/join', { token: ann.accessToken })).status).toBe(422);
  });

  it('validates the admin form with the product-style message; stats answer with the names of docs/product.md, Entities and fields', async () => {
    const owner = await loginOwner();
    const bad = await call('POST', '/api/community/challenges', {
      token: owner.accessToken,
      json: { title: '', description: 'd', challenge_type: 'distance', target_value: 5, end_date: inDays(-1) },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((item: { msg: string }) => item.msg)).toEqual(['Please fill in all required fields', 'End date must be in the future']);
    const stats = await call('GET', '/api/community/stats', { token: owner.accessToken });
    expect(Object.keys(stats.body).sort()).toEqual(['activeChallenges', 'activeMembers', 'completedChallenges', 'successStories', 'totalMembers']);
    expect(stats.body.totalMembers).toBeGreaterThan(0);
  });
});
