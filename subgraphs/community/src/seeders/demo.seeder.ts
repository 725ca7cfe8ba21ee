import type { EntityManager } from '@mikro-orm/core';
import type { DemoMember, EntityManager as SqlEntityManager } from '@momstride/kit';
import { Seeder } from '@mikro-orm/seeder';
import { awardBadges } from '../modules/badges/badge.service.js';
import { BadgeKind } from '../modules/badges/badge-kind.js';
import { addMember } from '../modules/members/member.service.js';
import { demoEndorsementId, demoEndorsements, demoFollowBadges, demoMembers, demoPostId, demoPosts, idOf } from './demo-content.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const ago = (ms: number): Date => new Date(Date.now() - ms);

/**
 * Demo community content by the fixed demo user ids: member rows (a few featured), posts, badges and
 * endorsements. Idempotent: every row has a fixed id or a natural key and is inserted ON CONFLICT DO NOTHING.
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
    });
  }
}
