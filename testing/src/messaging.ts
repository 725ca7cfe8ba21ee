/** Messaging for every layer's tests: members messaging knows (their sign-up has reached it) and messages sent through REST. */
import { call } from './http.js';
import { registerMember, type Member } from './members.js';
import { queryRows, subgraphDatabaseUrl } from './stack.js';
import { eventually } from './wait.js';

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

/** `count` fresh members whom messaging knows. */
export async function messagingMembers(count: number): Promise<Member[]> {
  const members = await Promise.all(Array.from({ length: count }, (_, i) => registerMember({ firstName: `Chatty${i}`, lastName: 'Mom' })));
  await knownToMessaging(members.map((member) => member.id));
  return members;
}

/** POST /api/messages as `from`. */
export const sendMessage = (from: { accessToken: string }, recipientId: string, content: string) =>
  call('POST', '/api/messages', { token: from.accessToken, json: { recipient_id: recipientId, content } });

/** POST /api/messages that must succeed (201); the new message. */
export async function sendOk(from: { accessToken: string }, to: { id: string }, content: string) {
  const res = await sendMessage(from, to.id, content);
  if (res.status !== 201) throw new Error(`send failed: ${res.status} ${res.text}`);
  return res.body as { id: string; sender_id: string; recipient_id: string; content: string; created_at: string };
}
