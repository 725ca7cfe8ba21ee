import { isUuid, type EntityManager } from '@momstride/kit';
import { streakOf, utcDay } from './streak.js';

/** The viewer's part in one challenge. */
export interface Participation {
  joinedAt: Date;
  total: number;
  completedAt: Date | null;
  /** The days she logged progress, latest first (at most a year back: enough for any streak). */
  days: string[];
}

/**
 * Her participations in `challengeIds` with the days she logged: two queries for any number of challenges. Streaks
 * are counted from the days (streak.ts).
 */
export async function participationsOf(em: EntityManager, userId: string, challengeIds: readonly string[]): Promise<Map<string, Participation>> {
  const ids = [...new Set(challengeIds.filter(isUuid))];
  const result = new Map<string, Participation>();
  if (ids.length === 0) return result;
  const rows = await em.execute<Array<{ challenge_id: string; joined_at: Date; total: number; completed_at: Date | null }>>(
    'select challenge_id, joined_at, total, completed_at from challenge_participants where user_id = ? and challenge_id = any(array[?]::uuid[])',
    [userId, ids],
  );
  for (const row of rows) {
    result.set(row.challenge_id, { joinedAt: new Date(row.joined_at), total: Number(row.total), completedAt: row.completed_at ? new Date(row.completed_at) : null, days: [] });
  }
  if (result.size === 0) return result;
  const days = await em.execute<Array<{ challenge_id: string; day: string }>>(
    `select distinct challenge_id, to_char(logged_on, 'YYYY-MM-DD') as day from challenge_progress
      where user_id = ? and challenge_id = any(array[?]::uuid[]) and logged_on > current_date - 400
      order by day desc`,
    [userId, [...result.keys()]],
  );
  for (const row of days) result.get(row.challenge_id)?.days.push(row.day);
  return result;
}

export const streakOfParticipation = (participation: Participation, now: Date = new Date()): number => streakOf(participation.days, utcDay(now));

export interface LeaderboardRow {
  userId: string;
  total: number;
  rank: number;
  completed: boolean;
}

/**
 * The top `limit` participants by total (ties share a rank: 1, 2, 2, 4; the earlier joiner is listed first) and the
 * viewer's own row wherever she stands — along challenge_participants_board_index, two queries.
 */
export async function leaderboardOf(em: EntityManager, challengeId: string, viewerId: string, limit: number): Promise<{ top: LeaderboardRow[]; me: LeaderboardRow | null }> {
  const toRow = (row: { user_id: string; total: number; rank: string | number; completed: boolean }): LeaderboardRow => ({
    userId: row.user_id,
    total: Number(row.total),
    rank: Number(row.rank),
    completed: row.completed,
  });
  const top = await em.execute<Array<{ user_id: string; total: number; rank: string; completed: boolean }>>(
    `select user_id, total, rank() over (order by total desc) as rank, completed_at is not null as completed
       from challenge_participants where challenge_id = ? order by total desc, joined_at, user_id limit ?`,
    [challengeId, limit],
  );
  const [mine] = await em.execute<Array<{ user_id: string; total: number; rank: string; completed: boolean }>>(
    `select p.user_id, p.total, p.completed_at is not null as completed,
            1 + (select count(*) from challenge_participants o where o.challenge_id = p.challenge_id and o.total > p.total) as rank
       from challenge_participants p where p.challenge_id = ? and p.user_id = ?`,
    [challengeId, viewerId],
  );
  return { top: top.map(toRow), me: mine ? toRow(mine) : null };
}
