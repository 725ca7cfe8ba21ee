import { createOrmConfig, demoUserIds, initOrm } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { entities } from '../entities.js';
import { subgraph } from '@momstride/testing';
import { DemoSeeder } from './demo.seeder.js';

const accounts = subgraph('accounts');

const snapshot = () =>
  accounts.withDatabase(async (client) => {
    const users = await client.query<{ id: string; email: string; followers_count: number; following_count: number }>(
      `select id, email, followers_count, following_count from users where id = any($1::uuid[]) order by id`,
      [Object.values(demoUserIds)],
    );
    const follows = await client.query<{ count: string }>(
      'select count(*) from follows where follower_id = any($1::uuid[]) and followee_id = any($1::uuid[])',
      [Object.values(demoUserIds)],
    );
    return { users: users.rows, follows: Number(follows.rows[0]!.count) };
  });

describe('demo seed', () => {
  it('creates the demo members with the fixed kit ids, matched by first name', async () => {
    const { users } = await snapshot();
    const byEmail = new Map(users.map((user) => [user.email, user.id]));
    for (const [name, id] of Object.entries(demoUserIds)) expect(byEmail.get(`${name}@momstride.example`)).toBe(id);
  });

  it('is idempotent: seeding again changes nothing', async () => {
    const before = await snapshot();
    const orm = await initOrm(createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 2 }));
    try {
      await orm.getSeeder().seed(DemoSeeder);
    } finally {
      await orm.close(true);
    }
    const after = await snapshot();
    expect(after.follows).toBe(before.follows);
    expect(after.users.map(({ id, email }) => ({ id, email }))).toEqual(before.users.map(({ id, email }) => ({ id, email })));
  });
});
