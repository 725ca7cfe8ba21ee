import { randomUUID } from 'node:crypto';
import { createEntityByIdLoader, createOrmConfig, initOrm } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { entities } from '../../entities.js';
import { errorCode, queryRows, registerUser, subgraph } from '@momstride/testing';
import { User } from './user.entity.js';

const accounts = subgraph('accounts');

const ENTITIES = `query($representations: [_Any!]!) {
  _entities(representations: $representations) { ... on User { id firstName email followersCount } }
}`;

describe('User entity references', () => {
  it('resolves a batch of references in order: unknown ids as a former member, malformed ids as null', async () => {
    const [a, b] = await Promise.all([registerUser({ firstName: 'Amara' }), registerUser({ firstName: 'Bea' })]);
    const representations = [a.user.id, randomUUID(), b.user.id, 'not-a-uuid', a.user.id].map((id) => ({ __typename: 'User', id }));
    const result = await accounts.gql<{ _entities: Array<{ id: string; firstName: string; email: string | null } | null> }>(
      ENTITIES,
      { representations },
      { userId: b.user.id, role: 'member' },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?._entities.map((entity) => entity?.firstName ?? null)).toEqual(['Amara', 'Former', 'Bea', null, 'Amara']);
    expect(result.data?._entities[1]).toEqual({ id: representations[1]?.id, firstName: 'Former', email: null, followersCount: 0 });
    // Private fields follow the viewer: Bea sees her own e-mail only.
    expect(result.data?._entities[0]?.email).toBeNull();
    expect(result.data?._entities[2]?.email).toBe(b.user.email);
  });

  it('answers a summary-only call (what lists ask) with the same summary fields as a call that reads whole members', async () => {
    const { user } = await registerUser({ firstName: 'Summer', lastName: 'Reed' });
    await queryRows(
      accounts.databaseUrl(),
      `update users set business_name = 'Reed Yoga', business_category = 'consulting', profile_picture = '/media/p.webp' where id = $1`,
      [user.id],
    );
    const summary = 'id firstName lastName businessName businessCategory profilePicture';
    const representations = [user.id, randomUUID()].map((id) => ({ __typename: 'User', id }));
    const ask = async (selection: string) => {
      const result = await accounts.gql<{ _entities: Array<Record<string, unknown>> }>(
        `query($representations: [_Any!]!) { _entities(representations: $representations) { __typename ...Person } } fragment Person on User { ${selection} }`,
        { representations },
        { userId: user.id, role: 'member' },
      );
      expect(result.errors).toBeUndefined();
      return result.data!._entities;
    };
    const [only, whole] = await Promise.all([ask(summary), ask(`${summary} followersCount bio`)]);
    expect(only[0]).toEqual({ __typename: 'User', id: user.id, firstName: 'Summer', lastName: 'Reed', businessName: 'Reed Yoga', businessCategory: 'consulting', profilePicture: '/media/p.webp' });
    expect(only[1]).toMatchObject({ firstName: 'Former', lastName: 'member', businessName: null });
    expect(whole.map(({ followersCount: _count, bio: _bio, ...rest }) => rest)).toEqual(only);
    expect(whole[0]).toMatchObject({ followersCount: 0, bio: null });
  });

  it('needs a signed-in viewer', async () => {
    const { user } = await registerUser();
    const result = await accounts.gql(ENTITIES, { representations: [{ __typename: 'User', id: user.id }] });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('loads N users with one SQL query', async () => {
    const users = await Promise.all([registerUser(), registerUser(), registerUser()]);
    const queries: string[] = [];
    const orm = await initOrm({
      ...createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 2 }),
      debug: ['query'],
      logger: (message: string) => {
        if (/select/i.test(message)) queries.push(message);
      },
    });
    try {
      const loader = createEntityByIdLoader(orm.em.fork(), User);
      const loaded = await Promise.all([...users.map((payload) => loader.load(payload.user.id)), loader.load(randomUUID())]);
      expect(loaded.map((user) => user?.id ?? null)).toEqual([...users.map((payload) => payload.user.id), null]);
      expect(queries).toHaveLength(1);
      // The loader's read-only snapshots are User instances holding exactly what the ORM itself loads.
      const managed = await orm.em.fork().findOneOrFail(User, { id: users[0]!.user.id });
      expect(loaded[0]).toBeInstanceOf(User);
      const fields = (user: object) =>
        Object.fromEntries(orm.getMetadata().get('User').props.map((prop) => [prop.name, (user as Record<string, unknown>)[prop.name]]));
      expect(fields(loaded[0]!)).toEqual(fields(managed));
    } finally {
      await orm.close(true);
    }
  });
});
