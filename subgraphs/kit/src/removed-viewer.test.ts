/**
 * A deleted member's access token may stay valid for up to 15 minutes, and the gateway only learns of the deletion
 * at its next revocation poll. Meanwhile every subgraph refuses her writes itself: the kit checks removed_users
 * before any mutation (removed-viewer.ts). These calls go straight to the subgraphs with the viewer token the
 * gateway would still mint for her, i.e. the window before the gateway's poll.
 */
import { describe, expect, it } from 'vitest';
import { eventually, OWNER_VIEWER, queryRows, registerUser, subgraph, viewerOf } from '@momstride/testing';

const accounts = subgraph('accounts');
const community = subgraph('community');

const CREATE_POST = 'mutation($content: String!) { createPost(content: $content) { id } }';
const UPDATE_PROFILE = 'mutation($input: UpdateProfileInput!) { updateProfile(input: $input) { id bio } }';

describe('a deleted member cannot write with a still-valid token', () => {
  it('community refuses her post and accounts her profile update (UNAUTHENTICATED); reads still answer', async () => {
    const member = await registerUser();
    const viewer = viewerOf(member);
    // Before: both writes work.
    await community.gqlOk(CREATE_POST, { content: 'Before I leave' }, viewer);
    await accounts.gqlOk(UPDATE_PROFILE, { input: { firstName: 'Test', lastName: 'Mom', bio: 'Still here' } }, viewer);

    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: member.user.id }, OWNER_VIEWER);
    // Community learns of the deletion through `user.deleted` (asynchronously); accounts in the deletion itself.
    await eventually(
      async () => ((await queryRows(community.databaseUrl(), 'select 1 from removed_users where user_id = $1', [member.user.id])).length > 0 ? true : undefined),
      15_000,
      'community to record the removed user',
    );

    const post = await community.gql(CREATE_POST, { content: 'Posting after deletion' }, viewer);
    expect(post.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(post.data ?? null).toBeNull();
    const posts = await queryRows(community.databaseUrl(), 'select 1 from posts where author_id = $1', [member.user.id]);
    expect(posts).toHaveLength(0);

    const profile = await accounts.gql(UPDATE_PROFILE, { input: { firstName: 'Test', lastName: 'Mom', bio: 'Back from the dead' } }, viewer);
    expect(profile.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(profile.data ?? null).toBeNull();

    // Reads are not checked (no extra query on them): a query by the same viewer still answers.
    const feed = await community.gql<{ feed: unknown[] }>('{ feed(limit: 1) { id } }', {}, viewer);
    expect(feed.errors).toBeUndefined();
  });

  it('accounts records the deleted member in its removed_users in the deletion itself', async () => {
    const member = await registerUser();
    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: member.user.id }, OWNER_VIEWER);
    const rows = await queryRows(accounts.databaseUrl(), 'select 1 from removed_users where user_id = $1', [member.user.id]);
    expect(rows).toHaveLength(1);
    const again = await accounts.gql(UPDATE_PROFILE, { input: { firstName: 'Test', lastName: 'Mom', bio: 'x' } }, viewerOf(member));
    expect(again.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
