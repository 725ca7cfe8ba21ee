import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCode, errorOf, eventually, inDays, subgraph } from '@momstride/testing';
import { utcDay } from './streak.js';

const community = subgraph('community');
const member = () => ({ userId: randomUUID() });
const admin = () => ({ userId: randomUUID(), role: 'admin' as const });

const FIELDS = 'id title challengeType targetValue unit targetMetric participantsCount isJoined isEnded myProgress { total percent streak completedAt }';
const CREATE = `mutation($input: ChallengeInput!) { createChallenge(input: $input) { ${FIELDS} } }`;
const ONE = `query($id: ID!) { challenge(id: $id) { ${FIELDS} } }`;
const LIST = `query($includeEnded: Boolean, $limit: Int) { challenges(includeEnded: $includeEnded, limit: $limit) { id isEnded } }`;
const JOIN = `mutation($id: ID!) { joinChallenge(id: $id) { participantsCount isJoined } }`;
const LEAVE = `mutation($id: ID!) { leaveChallenge(id: $id) { participantsCount isJoined } }`;
const LOG = `mutation($id: ID!, $amount: Float!, $date: String) { logChallengeProgress(id: $id, amount: $amount, date: $date) { myProgress { total percent streak completedAt } } }`;
const BOARD = `query($id: ID!, $limit: Int) { challengeLeaderboard(id: $id, limit: $limit) { entries { rank total completed member { id } } me { rank total } } }`;

const input = (over: Record<string, unknown> = {}) => ({
  title: 'Ten thousand a day',
  description: 'Walk every day this week.',
  challengeType: 'steps',
  targetValue: 70_000,
  endDate: inDays(7),
  ...over,
});

async function create(over: Record<string, unknown> = {}): Promise<string> {
  return (await community.gqlOk<{ createChallenge: { id: string } }>(CREATE, { input: input(over) }, admin())).createChallenge.id;
}

/** A challenge that has ended (created running, then its end moved into the past). */
async function ended(): Promise<string> {
  const id = await create();
  await community.withDatabase((db) => db.query(`update challenges set end_date = now() - interval '1 day' where id = $1`, [id]));
  return id;
}

describe('challenges', () => {
  it('admins create challenges (the type gives the unit; product-style checks); members may not', async () => {
    const made = await community.gqlOk<{ createChallenge: Record<string, unknown> }>(CREATE, { input: input() }, admin());
    expect(made.createChallenge).toMatchObject({ unit: 'steps', targetMetric: '70,000 steps', participantsCount: 0, isJoined: false, isEnded: false, myProgress: null });
    const miles = await community.gqlOk<{ createChallenge: { targetMetric: string } }>(CREATE, { input: input({ challengeType: 'distance', targetValue: 26.2 }) }, admin());
    expect(miles.createChallenge.targetMetric).toBe('26.2 miles');

    expect(errorCode(await community.gql(CREATE, { input: input() }, member()))).toBe('FORBIDDEN');
    const blank = await community.gql(CREATE, { input: input({ title: ' ', endDate: inDays(-1) }) }, admin());
    expect(errorOf(blank)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Please fill in all required fields' });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual([
      { field: 'title', message: 'Please fill in all required fields' },
      { field: 'endDate', message: 'End date must be in the future' },
    ]);
    expect(errorOf(await community.gql(CREATE, { input: input({ targetValue: 0 }) }, admin())).message).toBe('Target must be greater than 0 and at most 10,000,000');
  });

  it('joining: once per member even ten times at once; 20 members at once count 20; ended and unknown refused', async () => {
    const id = await create();
    const eager = member();
    await Promise.all(Array.from({ length: 10 }, () => community.gqlOk(JOIN, { id }, eager)));
    const crowd = Array.from({ length: 19 }, member);
    await Promise.all(crowd.map((m) => community.gqlOk(JOIN, { id }, m)));
    const seen = await community.gqlOk<{ challenge: { participantsCount: number; isJoined: boolean } }>(ONE, { id }, eager);
    expect(seen.challenge).toMatchObject({ participantsCount: 20, isJoined: true });
    const rows = await community.withDatabase(async (db) => (await db.query('select count(*)::int as n from challenge_participants where challenge_id = $1', [id])).rows[0].n);
    expect(rows).toBe(20);

    expect((await community.gqlOk<{ leaveChallenge: { participantsCount: number; isJoined: boolean } }>(LEAVE, { id }, eager)).leaveChallenge).toEqual({ participantsCount: 19, isJoined: false });
    expect(errorOf(await community.gql(JOIN, { id: await ended() }, member()))).toMatchObject({ code: 'CONFLICT', message: 'This challenge has ended' });
    expect(errorOf(await community.gql(JOIN, { id: randomUUID() }, member()))).toMatchObject({ code: 'NOT_FOUND', message: 'Challenge not found' });
    expect(errorCode(await community.gql(JOIN, { id: 'nope' }, member()))).toBe('NOT_FOUND');
  });

  it('progress logs are limited per member: 60 an hour over all challenges, then RATE_LIMITED; refused input costs nothing; others log on', async () => {
    const [id, other] = [await create(), await create()];
    const busy = member();
    const calm = member();
    for (const challenge of [id, other]) for (const who of [busy, calm]) await community.gqlOk(JOIN, { id: challenge }, who);
    for (let bad = 0; bad < 3; bad += 1) expect(errorOf(await community.gql(LOG, { id, amount: -1 }, busy)).code).toBe('BAD_USER_INPUT');
    await Promise.all(Array.from({ length: 30 }, () => community.gqlOk(LOG, { id, amount: 1 }, busy)));
    await Promise.all(Array.from({ length: 30 }, () => community.gqlOk(LOG, { id: other, amount: 1 }, busy)));
    const refused = await community.gql(LOG, { id, amount: 1 }, busy);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^You're logging progress too quickly\. Please try again in \d+ minutes?\.$/) });
    const totals = await community.withDatabase(async (db) => (await db.query('select count(*)::int as n from challenge_progress where user_id = $1', [busy.userId])).rows[0].n);
    expect(totals).toBe(60);
    await community.gqlOk(LOG, { id, amount: 1 }, calm);
  });

  it('lists running challenges soonest-ending first, ended ones only when asked', async () => {
    const later = await create({ endDate: inDays(9) });
    const sooner = await create({ endDate: inDays(2) });
    const over = await ended();
    const running = (await community.gqlOk<{ challenges: Array<{ id: string }> }>(LIST, { limit: 50 }, member())).challenges.map((c) => c.id);
    expect(running.indexOf(sooner)).toBeLessThan(running.indexOf(later));
    expect(running).not.toContain(over);
    const all = (await community.gqlOk<{ challenges: Array<{ id: string; isEnded: boolean }> }>(LIST, { includeEnded: true, limit: 50 }, member())).challenges;
    expect(all.find((c) => c.id === over)?.isEnded).toBe(true);
  });

  it('progress: joined members log positive amounts on days within it; totals, percent, streak and completion follow', async () => {
    const id = await create({ targetValue: 20_000 });
    const walker = member();
    expect(errorOf(await community.gql(LOG, { id, amount: 5000 }, walker))).toMatchObject({ code: 'CONFLICT', message: 'Join the challenge before logging progress' });
    await community.gqlOk(JOIN, { id }, walker);
    expect(errorCode(await community.gql(LOG, { id, amount: 0 }, walker))).toBe('BAD_USER_INPUT');
    expect(errorCode(await community.gql(LOG, { id, amount: -3 }, walker))).toBe('BAD_USER_INPUT');
    expect(errorOf(await community.gql(LOG, { id, amount: 10, date: utcDay(new Date(Date.now() + 3 * 86_400_000)) }, walker)).message).toBe(
      'Date must be a day (YYYY-MM-DD) within the challenge, not in the future',
    );
    expect(errorCode(await community.gql(LOG, { id, amount: 10, date: '14/03/2026' }, walker))).toBe('BAD_USER_INPUT');

    const today = utcDay();
    const yesterday = utcDay(new Date(Date.now() - 86_400_000));
    await community.gqlOk(LOG, { id, amount: 6000, date: yesterday }, walker);
    const [a, b] = await Promise.all([community.gqlOk(LOG, { id, amount: 4000 }, walker), community.gqlOk(LOG, { id, amount: 5000, date: today }, walker)]);
    expect(a && b).toBeTruthy();
    const mine = (await community.gqlOk<{ challenge: { myProgress: { total: number; percent: number; streak: number; completedAt: string | null } } }>(ONE, { id }, walker)).challenge.myProgress;
    expect(mine).toMatchObject({ total: 15_000, percent: 75, streak: 2, completedAt: null });
    const done = await community.gqlOk<{ logChallengeProgress: { myProgress: { total: number; percent: number; completedAt: string | null } } }>(LOG, { id, amount: 9000 }, walker);
    expect(done.logChallengeProgress.myProgress).toMatchObject({ total: 24_000, percent: 100 });
    expect(done.logChallengeProgress.myProgress.completedAt).not.toBeNull();
    expect(errorOf(await community.gql(LOG, { id: await ended(), amount: 5 }, walker))).toMatchObject({ code: 'CONFLICT', message: 'This challenge has ended' });
  });

  it('the leaderboard ranks by total (ties share a rank) and shows the viewer her own place', async () => {
    const id = await create({ targetValue: 100 });
    const [first, tiedA, tiedB, last, outsider] = Array.from({ length: 5 }, member);
    for (const [who, amount] of [[first, 120], [tiedA, 50], [tiedB, 50], [last, 10]] as const) {
      await community.gqlOk(JOIN, { id }, who);
      await community.gqlOk(LOG, { id, amount }, who);
    }
    const board = (await community.gqlOk<{ challengeLeaderboard: { entries: Array<{ rank: number; total: number; completed: boolean; member: { id: string } }>; me: { rank: number; total: number } | null } }>(BOARD, { id, limit: 3 }, last)).challengeLeaderboard;
    expect(board.entries.map((e) => [e.member.id, e.rank, e.total, e.completed])).toEqual([
      [first.userId, 1, 120, true],
      [tiedA.userId, 2, 50, false],
      [tiedB.userId, 2, 50, false],
    ]);
    expect(board.me).toEqual({ rank: 4, total: 10 });
    expect((await community.gqlOk<{ challengeLeaderboard: { me: unknown } }>(BOARD, { id }, outsider)).challengeLeaderboard.me).toBeNull();
  });

  it('community stats count the rows', async () => {
    const STATS = 'query { communityStats { totalMembers activeMembers successStories activeChallenges completedChallenges } }';
    const before = (await community.gqlOk<{ communityStats: Record<string, number> }>(STATS, {}, member())).communityStats;
    const id = await create({ targetValue: 1 });
    const finisher = member();
    await community.gqlOk(JOIN, { id }, finisher);
    await community.gqlOk(LOG, { id, amount: 1 }, finisher);
    const stats = async () => (await community.gqlOk<{ communityStats: Record<string, number> }>(STATS, {}, member())).communityStats;
    const counted = async () => community.withDatabase(async (db) => (await db.query(
      `select (select count(*)::int from members) as "totalMembers", (select count(*)::int from success_stories) as "successStories",
              (select count(*)::int from challenges where end_date >= now()) as "activeChallenges",
              (select count(*)::int from challenge_participants where completed_at is not null) as "completedChallenges"`,
    )).rows[0] as Record<string, number>);
    // Other test files add members and stories meanwhile (CI once saw one join between the two reads): the stats and
    // the counts are read again until no row changed in between, a few times at most.
    const { after, truth } = await eventually(
      async () => {
        const read = { after: await stats(), truth: await counted() };
        return Object.entries(read.truth).every(([key, value]) => read.after[key] === value) ? read : undefined;
      },
      { timeoutMs: 5_000, intervalMs: 200 },
      'the stats and the counts to agree',
    );
    expect(after).toMatchObject(truth);
    expect(after.activeChallenges).toBeGreaterThan(before.activeChallenges! - 1);
    expect(after.completedChallenges).toBeGreaterThanOrEqual(before.completedChallenges! + 1);
    expect(after.activeMembers).toBeGreaterThan(0);
  });
});
