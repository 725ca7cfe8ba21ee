import { demoUserIds, type DemoMember } from '@momstride/kit';
import type { EntityManager } from '@mikro-orm/core';
import type { EntityManager as PgEntityManager } from '@mikro-orm/postgresql';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword } from '../modules/auth/passwords.js';
import { User } from '../modules/users/user.entity.js';
import { Role } from '../modules/users/user.enums.js';
import { DEMO_PASSWORD, demoFollows, demoUsers } from './demo-users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The fixed id of a demo member (kit `demoUserIds`, matched by first name). */
export function demoIdOf(firstName: string): string {
  const key = firstName.toLowerCase() as DemoMember;
  const id = demoUserIds[key];
  if (!id) throw new Error(`no fixed demo id for ${firstName} in kit demoUserIds`);
  return id;
}

/**
 * Demo accounts with the fixed ids every subgraph's seed refers to, and a few follows between them.
 * Idempotent: a demo e-mail that already exists is kept (and moved to its fixed id if an older seed gave
 * it a random one; foreign keys follow with ON UPDATE CASCADE). No domain events: a seed is not a sign-up.
 */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    const pg = em as PgEntityManager;
    const ownerExists = (await em.count(User, { isOrganizationOwner: true })) > 0;
    let passwordHash: string | undefined;
    const created: string[] = [];
    for (const { joinedDaysAgo, ...profile } of demoUsers) {
      const id = demoIdOf(profile.firstName);
      const existing = await em.findOne(User, { email: profile.email });
      if (existing) {
        if (existing.id !== id) await pg.execute('update users set id = ? where id = ?', [id, existing.id]);
        continue;
      }
      passwordHash ??= await hashPassword(DEMO_PASSWORD);
      const user = em.create(User, {
        role: Role.member,
        ...profile,
        id,
        passwordHash,
        createdAt: new Date(Date.now() - joinedDaysAgo * DAY_MS),
      });
      if (user.isOrganizationOwner && ownerExists) user.isOrganizationOwner = false;
      created.push(id);
    }
    await em.flush();
    if (created.length === 0) return;
    // Follows between the demo members, with counters recounted from the rows (only new members are touched).
    for (const [follower, followee] of demoFollows) {
      await pg.execute('insert into follows (follower_id, followee_id) values (?, ?) on conflict do nothing', [
        demoUserIds[follower],
        demoUserIds[followee],
      ]);
    }
    const ids = Object.values(demoUserIds);
    await pg.execute(
      `update users u set
         followers_count = (select count(*) from follows f where f.followee_id = u.id),
         following_count = (select count(*) from follows f where f.follower_id = u.id)
       where u.id in (?)`,
      [ids],
    );
  }
}
