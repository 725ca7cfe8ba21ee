import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { call, type Member, messagingMembers, queryRows, requestStats, sendOk, subgraphDatabaseUrl } from '@momstride/testing';

const messagingDb = () => subgraphDatabaseUrl('messaging');

/** Gives `member` `count` conversations straight in messaging's database (the API's sending limit would take minutes). */
async function seedConversations(member: Member, count: number): Promise<void> {
  await queryRows(
    messagingDb(),
    `with partners as (select gen_random_uuid() as id, n from generate_series(1, $2::int) as n),
     known as (insert into members (user_id) select id from partners),
     sent as (
       insert into messages (id, sender_id, recipient_id, content, created_at)
       select gen_random_uuid(), p.id, $1::uuid, 'Hello number ' || p.n, now() - make_interval(mins => p.n) from partners p
       returning id, sender_id, created_at
     )
     insert into conversations (user_id, partner_id, last_message_id, last_message_at, unread_count)
     select $1::uuid, sender_id, id, created_at, 1 from sent
     union all select sender_id, $1::uuid, id, created_at, 0 from sent`,
    [member.user.id, count],
  );
  await queryRows(messagingDb(), 'analyze conversations');
}

/** GET /api/messages/conversations with a request id; what it cost messaging and accounts. */
async function conversationsCost(member: Member, limit: number) {
  const requestId = `conversations-cost-${randomUUID()}`;
  const res = await call('GET', `/api/messages/conversations?limit=${limit}`, { token: member.accessToken, headers: { 'x-request-id': requestId } });
  expect(res.status).toBe(200);
  const statementsOf = async (subgraph: string) =>
    (await requestStats(subgraph, requestId)).operations.reduce((sum, operation) => sum + operation.sqlStatements, 0);
  return { body: res.body as Array<{ partner_id: string; unread_count: number }>, messaging: await statementsOf('messaging'), accounts: await statementsOf('accounts') };
}

describe('GET /api/messages/conversations cost', () => {
  it('a member with 1,000 conversations costs the same few SQL statements as one with a single conversation', async () => {
    const [few, many, partner] = await messagingMembers(3);
    await sendOk(partner!, few!, 'Hi!');
    await seedConversations(many!, 1000);

    const small = await conversationsCost(few!, 100);
    expect(small.body).toHaveLength(1);
    const large = await conversationsCost(many!, 100);
    expect(large.body).toHaveLength(100);
    expect(large.body.every((conversation) => conversation.unread_count === 1)).toBe(true);
    // Most recent first.
    const newest = await queryRows<{ partner_id: string }>(
      messagingDb(),
      'select partner_id from conversations where user_id = $1 order by last_message_at desc limit 100',
      [many!.user.id],
    );
    expect(large.body.map((conversation) => conversation.partner_id)).toEqual(newest.map((row) => row.partner_id));

    expect(large.messaging).toBe(small.messaging);
    expect(large.messaging).toBeLessThanOrEqual(2); // the page of conversations, their last messages
    expect(large.accounts).toBeLessThanOrEqual(2); // one batched _entities call for the partners
    const total = await call('GET', '/api/messages/conversations?limit=1000', { token: many!.accessToken });
    expect(total.body).toHaveLength(100); // an over-cap limit gets the cap

    // The page is one range of conversations_recent_index, not a sort of all her conversations.
    const [plan] = await queryRows<{ 'QUERY PLAN': unknown }>(
      messagingDb(),
      `explain (format json) select * from conversations where user_id = $1 order by last_message_at desc, partner_id desc limit 100 offset 0`,
      [many!.user.id],
    );
    const text = JSON.stringify(plan!['QUERY PLAN']);
    expect(text).toContain('conversations_recent_index');
    expect(text).not.toContain('"Node Type":"Sort"');
  }, 90_000);
});
