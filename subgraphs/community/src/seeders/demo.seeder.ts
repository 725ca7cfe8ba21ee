import type { EntityManager } from '@mikro-orm/core';
import type { DemoMember, EntityManager as SqlEntityManager } from '@momstride/kit';
import { Seeder } from '@mikro-orm/seeder';
import { awardBadges } from '../modules/badges/badge.service.js';
import { BadgeKind } from '../modules/badges/badge-kind.js';
import { addMember } from '../modules/members/member.service.js';
import { demoChallengeId, demoChallenges, demoStories, demoStoryId } from './demo-challenges.js';
import { demoEndorsementId, demoEndorsements, demoFollowBadges, demoMembers, demoPostId, demoPosts, idOf } from './demo-content.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ago = (ms: number): Date => new Date(Date.now() - ms);

/**
 * Demo community content by the fixed demo user ids: member rows (a few featured), posts, badges,
 * endorsements, success stories with their likes and challenges with participants and progress. Idempotent: every row has a fixed id or a natural key and is inserted ON CONFLICT DO NOTHING.
 */
export class DemoSeeder extends Seeder {
  async run(baseEm: EntityManager): Promise<void> {
    const em = baseEm as unknown as SqlEntityManager;
    await em.transactional(async (tx) => {
      for (const { member, joinedDaysAgo, featured } of demoMembers) {
        const joinedAt = ago(joinedDaysAgo * DAY_MS);
        await addMember(tx, idOf(member), joinedAt, featured);
        await awardBadges(tx, idOf(member), [BadgeKind.welcome], joinedAt);
      }
      const firstPostAt = new Map<DemoMember, Date>();
      for (const [index, post] of demoPosts.entries()) {
        const createdAt = ago(post.hoursAgo * HOUR_MS);
        await tx.execute(
          `insert into posts (id, author_id, content, likes_count, comments_count, created_at) values (?, ?, ?, ?, ?, ?)
           on conflict (id) do nothing`,
          [demoPostId(index), idOf(post.author), post.content, post.likes, post.comments, createdAt.toISOString()],
          'run',
        );
        const earliest = firstPostAt.get(post.author);
        if (!earliest || createdAt < earliest) firstPostAt.set(post.author, createdAt);
      }
      for (const [member, at] of firstPostAt) await awardBadges(tx, idOf(member), [BadgeKind.first_post], at);
      for (const { member, kind, daysAgo } of demoFollowBadges) await awardBadges(tx, idOf(member), [kind], ago(daysAgo * DAY_MS));
      for (const [index, endorsement] of demoEndorsements.entries()) {
        await tx.execute(
          `insert into endorsements (id, endorser_id, endorsee_id, skill, created_at) values (?, ?, ?, ?, ?)
           on conflict do nothing`,
          [demoEndorsementId(index), idOf(endorsement.endorser), idOf(endorsement.endorsee), endorsement.skill, ago(endorsement.daysAgo * DAY_MS).toISOString()],
          'run',
        );
      }
      await seedStories(tx);
      await seedChallenges(tx);
    });
  }
}

/** Stories (fixed ids) and their likes; each new story's count is its likes. */
async function seedStories(tx: SqlEntityManager): Promise<void> {
  for (const [index, story] of demoStories.entries()) {
    const inserted = await tx.execute<unknown[]>(
      `insert into success_stories (id, author_id, title, story_type, story_content, likes_count, is_featured, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
      [demoStoryId(index), idOf(story.author), story.title, story.storyType, story.content, story.likedBy.length, story.featured, ago(story.daysAgo * DAY_MS).toISOString()],
    );
    if (inserted.length === 0) continue;
    for (const [order, member] of story.likedBy.entries()) {
      await tx.execute('insert into story_likes (story_id, user_id, created_at) values (?, ?, ?)', [demoStoryId(index), idOf(member), ago((story.daysAgo - 0.1 * (order + 1)) * DAY_MS).toISOString()], 'run');
    }
  }
}

/** Challenges (fixed ids, dates relative to today) with participants, their logs and totals. */
async function seedChallenges(tx: SqlEntityManager): Promise<void> {
  for (const [index, challenge] of demoChallenges.entries()) {
    const id = demoChallengeId(index);
    const inserted = await tx.execute<unknown[]>(
      `insert into challenges (id, title, description, challenge_type, target_value, unit, starts_at, end_date, participants_count, created_by, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id`,
      [
        id,
        challenge.title,
        challenge.description,
        challenge.challengeType,
        challenge.targetValue,
        challenge.unit,
        ago(challenge.startedDaysAgo * DAY_MS).toISOString(),
        ago(-challenge.endsInDays * DAY_MS).toISOString(),
        challenge.participants.length,
        idOf('olivia'),
        ago(challenge.startedDaysAgo * DAY_MS).toISOString(),
      ],
    );
    if (inserted.length === 0) continue;
    for (const { member, logs } of challenge.participants) {
      const total = logs.reduce((sum, [, amount]) => sum + amount, 0);
      const earliest = Math.max(...logs.map(([daysAgo]) => daysAgo));
      await tx.execute(
        `insert into challenge_participants (challenge_id, user_id, joined_at, total, completed_at) values (?, ?, ?, ?, ?)`,
        [id, idOf(member), ago((earliest + 0.5) * DAY_MS).toISOString(), total, total >= challenge.targetValue ? ago(Math.min(...logs.map(([d]) => d)) * DAY_MS).toISOString() : null],
        'run',
      );
      for (const [daysAgo, amount] of logs) {
        const at = ago(daysAgo * DAY_MS);
        await tx.execute('insert into challenge_progress (challenge_id, user_id, amount, logged_on, created_at) values (?, ?, ?, ?, ?)', [id, idOf(member), amount, at.toISOString().slice(0, 10), at.toISOString()], 'run');
      }
    }
  }
}
