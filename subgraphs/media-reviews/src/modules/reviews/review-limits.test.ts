import { describe, expect, it } from 'vitest';
import { errorOf, eventually, registerUsers, subgraph, viewerOf } from '@momstride/testing';

const media = subgraph('media-reviews');
const messaging = subgraph('messaging');

const SUBMIT = 'mutation($input: ReviewInput!) { submitReview(input: $input) { id title reviewer { id } } }';
const REVIEW_OF = 'query($id: ID!) { review(id: $id) { id title } }';
const BLOCK = 'mutation($id: ID!) { blockMember(userId: $id) { blockedAt } }';
const UNBLOCK = 'mutation($id: ID!) { unblockMember(userId: $id) }';
const CANNOT_REVIEW = { code: 'FORBIDDEN', message: "You can't review this member" };

/** `op` until it succeeds (idempotent writes: a member registered a moment ago may not have reached the subgraph yet). */
const succeeds = <T>(op: () => Promise<{ errors?: unknown; data?: T | null }>, what: string): Promise<T> =>
  eventually(async () => {
    const result = await op();
    return result.errors === undefined && result.data ? result.data : undefined;
  }, 20_000, what);

const memberReview = (targetId: string, title = 'Kind and punctual') => ({ input: { reviewType: 'member', targetId, rating: 5, title, content: 'Walked with her twice.' } });

describe('reviews between members who blocked each other', () => {
  it('a block stops member reviews both ways (edits too) with the same words; an earlier review stays; unblocking allows them again', async () => {
    const [ann, bea, cara] = await registerUsers(3);
    const [annViewer, beaViewer] = [viewerOf(ann!), viewerOf(bea!)];
    const earlier = (await succeeds(() => media.gql<{ submitReview: { id: string } }>(SUBMIT, memberReview(ann!.user.id), beaViewer), 'her review of Ann')).submitReview;

    const blockState = async (): Promise<boolean | undefined> =>
      (await media.withDatabase((client) => client.query('select blocked from member_blocks where blocker_id = $1 and blocked_id = $2', [ann!.user.id, bea!.user.id]))).rows[0]?.blocked;
    await succeeds(() => messaging.gql(BLOCK, { id: bea!.user.id }, annViewer), 'Ann blocking Bea');
    // media-reviews learns of the block from messaging's member.blocked.
    await eventually(async () => ((await blockState()) === true ? true : undefined), 20_000, 'the block in media-reviews');
    expect(errorOf(await media.gql(SUBMIT, memberReview(ann!.user.id, 'Edited'), beaViewer))).toEqual(CANNOT_REVIEW);
    expect(errorOf(await media.gql(SUBMIT, memberReview(bea!.user.id), annViewer))).toEqual(CANNOT_REVIEW);
    // Her review from before the block stays as it was (a block is no way to erase criticism: admins moderate).
    expect((await media.gqlOk<{ review: { title: string } }>(REVIEW_OF, { id: earlier.id }, annViewer)).review.title).toBe('Kind and punctual');
    // Others are not concerned, nor are reviews of the community.
    await succeeds(() => media.gql(SUBMIT, memberReview(ann!.user.id), viewerOf(cara!)), 'Cara reviewing Ann');
    await media.gqlOk(SUBMIT, { input: { reviewType: 'community', targetId: 'community', rating: 4, title: 'Nice group', content: 'Good walks.' } }, beaViewer);

    await messaging.gqlOk(UNBLOCK, { id: bea!.user.id }, annViewer);
    await eventually(async () => ((await blockState()) === false ? true : undefined), 20_000, 'the unblock in media-reviews');
    await media.gqlOk(SUBMIT, memberReview(ann!.user.id, 'After all'), beaViewer);
    expect((await media.gqlOk<{ review: { title: string } }>(REVIEW_OF, { id: earlier.id }, annViewer)).review.title).toBe('After all');
  });
});

describe('reviews per member', () => {
  it('at most 20 an hour (new or edited), then RATE_LIMITED with the minutes to wait; refused input costs nothing; others are not concerned', async () => {
    const [dana, eve] = await registerUsers(2);
    const viewer = viewerOf(dana!);
    const community = (title: string) => ({ input: { reviewType: 'community', targetId: 'community', rating: 5, title, content: 'Lovely people.' } });
    for (let blank = 0; blank < 3; blank += 1) expect(errorOf(await media.gql(SUBMIT, community(' '), viewer))?.code).toBe('BAD_USER_INPUT');
    for (let edit = 1; edit <= 20; edit += 1) await media.gqlOk(SUBMIT, community(`Take ${edit}`), viewer);
    const refused = await media.gql(SUBMIT, community('Take 21'), viewer);
    expect(errorOf(refused)).toEqual({ code: 'RATE_LIMITED', message: expect.stringMatching(/^You're posting reviews too quickly\. Please try again in \d+ minutes?\.$/) });
    expect(refused.errors?.[0]?.extensions?.['retryAfterSeconds']).toBeGreaterThan(0);
    await media.gqlOk(SUBMIT, community('My first'), viewerOf(eve!));
  });
});
