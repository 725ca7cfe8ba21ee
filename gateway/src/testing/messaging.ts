/** Test-only helpers for the messaging REST routes: members messaging knows, messages sent through the real gateway. */
import { eventually, queryRows, subgraphDatabaseUrl } from '../../../scripts/testing/subgraph-client.js';
import { call, registerMember, type RegisteredUser } from './client.js';

/** Waits until messaging knows the users (accounts' user.registered has been applied there). */
export async function knownToMessaging(userIds: readonly string[]): Promise<void> {
  await eventually(
    async () => {
      const rows = await queryRows(subgraphDatabaseUrl('messaging'), 'select 1 from members where user_id = any($1)', [[...userIds]]);
      return rows.length === userIds.length ? true : undefined;
    },
    20_000,
    'user.registered to reach messaging',
  );
}

/** `count` members registered through REST whom messaging knows. */
export async function messagingMembers(count: number): Promise<RegisteredUser[]> {
  const members = await Promise.all(Array.from({ length: count }, (_, i) => registerMember({ first_name: `Chatty${i}`, last_name: 'Mom' })));
  await knownToMessaging(members.map((member) => member.user.id));
  return members;
}

/** POST /api/messages as `from`. */
export const sendMessage = (from: RegisteredUser | { accessToken: string }, recipientId: string, content: string) =>
  call('POST', '/api/messages', { token: from.accessToken, json: { recipient_id: recipientId, content } });

/** POST /api/messages that must succeed (201); the new message. */
export async function sendOk(from: RegisteredUser, to: RegisteredUser, content: string) {
  const res = await sendMessage(from, to.user.id, content);
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body as { id: string; sender_id: string; recipient_id: string; content: string; created_at: string };
}
