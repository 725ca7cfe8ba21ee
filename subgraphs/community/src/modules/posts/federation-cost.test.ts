import { randomUUID } from 'node:crypto';
import { demoUserIds, SQL_STATEMENTS_HEADER } from '@momstride/kit';
import { describe, expect, it } from 'vitest';
import { gatewayData, gatewayGql, registerMember, requestStats, type Session, subgraphGql } from '@momstride/testing';

const AUTHOR_FIELDS = 'id firstName lastName businessName businessCategory profilePicture';
const FEED = `query CostFeed($limit: Int!) { feed(limit: $limit) { id content createdAt author { ${AUTHOR_FIELDS} } } }`;
const CREATE_POST = 'mutation CreatePost($content: String!) { createPost(content: $content) { id } }';
const ENTITIES = `query($representations: [_Any!]!) { _entities(representations: $representations) { ... on User { ${AUTHOR_FIELDS} } } }`;

interface FeedPost {
  id: string;
  author: { id: string; firstName: string; lastName: string };
}

/**
 * Issue 3: "a feed of 50 posts by 20 authors makes one _entities call and at most 2 SQL statements in
 * accounts". Observed at the subgraph itself: in test mode every subgraph (kit server) records, per request id
 * (the gateway forwards the client's x-request-id), each GraphQL operation it received and the SQL statements
 * the ORM sent for it.
 */
describe('federation cost of the feed', () => {
  it('50 posts by 20 authors: accounts receives ONE _entities call and runs at most 2 SQL statements', async () => {
    const authors: Session[] = [];
    for (let batch = 0; batch < 4; batch += 1) {
      authors.push(...(await Promise.all(Array.from({ length: 5 }, (_, i) => registerMember({ firstName: `Author${batch * 5 + i}`, lastName: `Cost${batch}` })))));
    }
    const authorOfPost = new Map<string, Session>();
    for (let start = 0; start < 50; start += 10) {
      const ids = await Promise.all(
        Array.from({ length: 10 }, async (_, offset) => {
          const i = start + offset;
          const author = authors[i % authors.length]!;
          const { createPost } = await gatewayData<{ createPost: { id: string } }>(CREATE_POST, { content: `Cost post ${i}` }, author.accessToken);
          return [createPost.id, author] as const;
        }),
      );
      for (const [id, author] of ids) authorOfPost.set(id, author);
    }

    const requestId = `cost-${randomUUID()}`;
    const result = await gatewayGql<{ feed: FeedPost[] }>(FEED, { limit: 50 }, { token: authors[0]!.accessToken, requestId });
    expect(result.errors).toBeUndefined();
    const feed = result.data!.feed;
    expect(feed).toHaveLength(50);
    // Every author came back from accounts with her own name (tests running alongside may add a few posts).
    const ownPosts = feed.filter((post) => authorOfPost.has(post.id));
    expect(ownPosts.length).toBeGreaterThanOrEqual(40);
    for (const post of ownPosts) {
      const author = authorOfPost.get(post.id)!.user;
      expect(post.author).toMatchObject({ id: author.id, firstName: author.first_name, lastName: author.last_name });
    }
    const distinctAuthors = new Set(feed.map((post) => post.author.id));
    expect(distinctAuthors.size).toBeGreaterThanOrEqual(20);

    const accounts = await requestStats('accounts', requestId);
    expect(accounts.operations).toHaveLength(1);
    expect(accounts.operations[0]!.rootFields).toEqual(['_entities']);
    expect(accounts.operations[0]!.sqlStatements).toBeGreaterThanOrEqual(1);
    expect(accounts.operations[0]!.sqlStatements).toBeLessThanOrEqual(2);

    // And community served the feed itself with one operation and one statement.
    const community = await requestStats('community', requestId);
    expect(community.operations.map((operation) => operation.rootFields)).toEqual([['feed']]);
    expect(community.operations[0]!.sqlStatements).toBe(1);
  }, 180_000);

  it('the _entities call the gateway makes costs accounts at most 2 statements (x-sql-statements header)', async () => {
    const ids = [...Object.values(demoUserIds), randomUUID()];
    const representations = Array.from({ length: 20 }, (_, i) => ({ __typename: 'User', id: ids[i % ids.length]! }));
    const result = await subgraphGql<{ _entities: Array<{ id: string } | null> }>(
      'accounts',
      ENTITIES,
      { representations },
      { userId: demoUserIds.maya },
    );
    expect(result.errors).toBeUndefined();
    // Every representation resolves in order; the unknown id as accounts' "former member".
    expect(result.data?._entities.map((user) => user?.id ?? null)).toEqual(representations.map((r) => r.id));
    const statements = Number(result.headers[SQL_STATEMENTS_HEADER]);
    expect(statements).toBeGreaterThanOrEqual(1);
    expect(statements).toBeLessThanOrEqual(2);
  });
});
