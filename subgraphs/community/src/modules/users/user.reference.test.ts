import { randomUUID } from 'node:crypto';
import { demoUserIds, SQL_STATEMENTS_HEADER } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { errorCode, subgraphGql } from '@momstride/testing';

const USERS = `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { id postsCount isFeatured } } }`;
const POSTS = `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on Post { id content author { id } } } }`;

describe('community entity references (called by the gateway)', () => {
  it('User.postsCount and isFeatured for N users cost one query each', async () => {
    const ids = Object.values(demoUserIds);
    const unknown = randomUUID();
    const representations = [...ids, unknown].map((id) => ({ __typename: 'User', id }));
    const result = await subgraphGql<{ _entities: Array<{ id: string; postsCount: number; isFeatured: boolean }> }>(
      'community',
      USERS,
      { representations },
      { userId: demoUserIds.maya },
    );
    expect(result.errors).toBeUndefined();
    const byId = new Map(result.data!._entities.map((user) => [user.id, user]));
    expect(byId.get(unknown)).toEqual({ id: unknown, postsCount: 0, isFeatured: false });
    expect(byId.get(demoUserIds.maya)?.isFeatured).toBe(true);
    expect(byId.get(demoUserIds.olivia)?.isFeatured).toBe(false);
    for (const id of ids) expect(byId.get(id)!.postsCount).toBeGreaterThanOrEqual(2);
    expect(Number(result.headers[SQL_STATEMENTS_HEADER])).toBe(2);
  });

  it('resolves Post references in one query, null for unknown ids', async () => {
    const seeded = ['0b6a4f1e-5d1c-4c1e-9a51-100000000001', '0b6a4f1e-5d1c-4c1e-9a51-100000000002'];
    const representations = [seeded[0], randomUUID(), seeded[1], 'nope'].map((id) => ({ __typename: 'Post', id }));
    const result = await subgraphGql<{ _entities: Array<{ id: string; author: { id: string } } | null> }>(
      'community',
      POSTS,
      { representations },
      { userId: demoUserIds.maya },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!._entities.map((post) => post?.id ?? null)).toEqual([seeded[0], null, seeded[1], null]);
    expect(result.data!._entities[0]?.author.id).toBe(demoUserIds.grace);
    expect(Number(result.headers[SQL_STATEMENTS_HEADER])).toBe(1);
  });

  it('needs a signed-in viewer', async () => {
    const result = await subgraphGql('community', USERS, { representations: [{ __typename: 'User', id: demoUserIds.maya }] });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });
});
