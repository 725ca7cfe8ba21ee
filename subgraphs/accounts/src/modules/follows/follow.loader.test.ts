import { randomUUID } from 'node:crypto';
import { createOrmConfig, initOrm } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { entities } from '../../entities.js';
import { registerUsers, subgraph, viewerOf } from '@momstride/testing';
import { createIsFollowedByViewerLoader } from './follow.loader.js';

const accounts = subgraph('accounts');

describe('isFollowedByMe loader', () => {
  it('answers N users with ONE SQL query, and anonymous viewers with none', async () => {
    const [viewer, ...others] = await registerUsers(6);
    const followed = [others[0]!, others[2]!, others[4]!];
    for (const user of followed) {
      await accounts.gqlOk('mutation($id: ID!) { follow(userId: $id) { isFollowing } }', { id: user.user.id }, viewerOf(viewer!));
    }
    const queries: string[] = [];
    const orm = await initOrm({
      ...createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 2 }),
      debug: ['query'],
      logger: (message: string) => {
        if (/select/i.test(message)) queries.push(message);
      },
    });
    try {
      const loader = createIsFollowedByViewerLoader(orm.em.fork(), viewer!.user.id);
      const ids = [...others.map((user) => user.user.id), randomUUID(), 'not-a-uuid'];
      const answers = await Promise.all(ids.map((id) => loader.load(id)));
      expect(answers).toEqual([true, false, true, false, true, false, false]);
      expect(queries).toHaveLength(1);
      expect(queries[0]).toMatch(/from follows/i);

      queries.length = 0;
      const anonymous = createIsFollowedByViewerLoader(orm.em.fork(), undefined);
      expect(await Promise.all(ids.map((id) => anonymous.load(id)))).toEqual(ids.map(() => false));
      expect(queries).toHaveLength(0);
    } finally {
      await orm.close(true);
    }
  });
});
