import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword } from '../modules/auth/passwords.js';
import { User } from '../modules/users/user.entity.js';
import { Role } from '../modules/users/user.enums.js';
import { DEMO_OWNER_EMAIL, DEMO_PASSWORD, demoUsers } from './demo-users.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Demo accounts; idempotent (skipped when the owner's e-mail already exists). */
export class DemoSeeder extends Seeder {
  async run(em: EntityManager): Promise<void> {
    if (await em.findOne(User, { email: DEMO_OWNER_EMAIL })) return;
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const ownerExists = (await em.count(User, { isOrganizationOwner: true })) > 0;
    for (const { joinedDaysAgo, ...profile } of demoUsers) {
      if (await em.findOne(User, { email: profile.email })) continue;
      const user = em.create(User, {
        role: Role.member,
        ...profile,
        passwordHash,
        createdAt: new Date(Date.now() - joinedDaysAgo * DAY_MS),
      });
      if (user.isOrganizationOwner && ownerExists) user.isOrganizationOwner = false;
    }
    await em.flush();
  }
}
