import { describe, expect, it } from 'vitest';
import { eventually, messagingMembers, OWNER_VIEWER, queryRows, subgraph, viewerOf } from '@momstride/testing';
import { BLOCK, messaging, send, sendOk, totalsOf, unreadCountsOf } from '../testing/messaging.js';

const accounts = subgraph('accounts');

describe('user.deleted removes a member’s messaging data', () => {
  it('her messages, conversations, blocks and reports go; her partners’ counts stay exact; her token can no longer send', async () => {
    const [doomed, ann, bea] = await messagingMembers(3);
    await sendOk(doomed!, ann!, 'one');
    await sendOk(doomed!, ann!, 'two');
    await sendOk(bea!, ann!, 'from Bea');
    const toDoomed = await sendOk(ann!, doomed!, 'hello');
    await sendOk(doomed!, bea!, 'hi Bea');
    await messaging.gqlOk(BLOCK, { id: bea!.user.id }, viewerOf(doomed!));
    await messaging.gqlOk('mutation($m: ID!) { reportMessage(messageId: $m, reason: spam) { id } }', { m: toDoomed.id }, viewerOf(doomed!));
    expect(await totalsOf(ann!)).toEqual({ conversationCount: 2, unreadMessageCount: 3 });

    await accounts.gqlOk('mutation($id: ID!) { deleteUser(userId: $id) }', { id: doomed!.user.id }, OWNER_VIEWER);
    await eventually(
      async () =>
        (await queryRows(messaging.databaseUrl(), 'select 1 from removed_users where user_id = $1', [doomed!.user.id])).length === 1 ? true : undefined,
      20_000,
      'her removal in messaging',
    );

    expect(await totalsOf(ann!)).toEqual({ conversationCount: 1, unreadMessageCount: 1 });
    expect(await totalsOf(bea!)).toEqual({ conversationCount: 1, unreadMessageCount: 0 }); // hers with Ann stays
    expect(await unreadCountsOf(ann!.user.id)).toEqual([{ partner_id: bea!.user.id, unread_count: 1, unread: 1 }]);
    const [left] = await queryRows<{ n: number }>(
      messaging.databaseUrl(),
      `select (select count(*)::int from messages where sender_id = $1 or recipient_id = $1)
        + (select count(*)::int from conversations where user_id = $1 or partner_id = $1)
        + (select count(*)::int from message_blocks where blocker_id = $1 or blocked_id = $1)
        + (select count(*)::int from reports where reporter_id = $1 or subject_owner_id = $1)
        + (select count(*)::int from members where user_id = $1) as n`,
      [doomed!.user.id],
    );
    expect(left!.n).toBe(0);
    // She is no longer someone to write to, and her still-valid token cannot send.
    expect((await send(ann!, doomed!.user.id, 'still there?')).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await send(doomed!, ann!.user.id, 'I am back')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }, 60_000);
});
