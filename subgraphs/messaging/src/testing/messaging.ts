/** Test helpers of messaging's own tests: messages sent straight to the subgraph, its database read directly. Members it knows: the test library's `messagingMembers`. */
import { queryRows, subgraph, viewerOf, type ViewerOptions } from '@momstride/testing';

export const messaging = subgraph('messaging');

export const MESSAGE_FIELDS = 'id content createdAt readAt sender { id } recipient { id }';

export interface MessageView {
  id: string;
  content: string;
  createdAt: string;
  readAt: string | null;
  sender: { id: string };
  recipient: { id: string };
}

export interface ConversationView {
  id: string;
  unreadCount: number;
  isBlockedByMe: boolean;
  partner: { id: string };
  lastMessage: MessageView | null;
}

const CONVERSATION_FIELDS = `id unreadCount isBlockedByMe partner { id } lastMessage { ${MESSAGE_FIELDS} }`;

export const SEND = `mutation($to: ID!, $content: String!) { sendMessage(recipientId: $to, content: $content) { ${MESSAGE_FIELDS} } }`;
export const CONVERSATIONS = `query($limit: Int! = 20, $offset: Int! = 0) { conversations(limit: $limit, offset: $offset) { ${CONVERSATION_FIELDS} } }`;
export const THREAD = `query($partnerId: ID!, $before: ID, $limit: Int! = 50) {
  conversation(partnerId: $partnerId) { ${CONVERSATION_FIELDS} messages(before: $before, limit: $limit) { hasOlder messages { ${MESSAGE_FIELDS} } } }
}`;
export const MARK_READ = `mutation($partnerId: ID!) { markConversationRead(partnerId: $partnerId) { ${CONVERSATION_FIELDS} } }`;
export const BLOCK = 'mutation($id: ID!) { blockMember(userId: $id) { blockedAt user { id } } }';
export const UNBLOCK = 'mutation($id: ID!) { unblockMember(userId: $id) }';
export const TOTALS = `query($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { conversationCount unreadMessageCount } } }`;

/** Whoever a test acts as: a member it registered (her user id and role). */
type Someone = Parameters<typeof viewerOf>[0];

export const send = (from: Someone | ViewerOptions, to: string, content: string) =>
  messaging.gql<{ sendMessage: MessageView }>(SEND, { to, content }, 'user' in from ? viewerOf(from) : from);

export async function sendOk(from: Someone, to: Someone, content: string): Promise<MessageView> {
  return (await messaging.gqlOk<{ sendMessage: MessageView }>(SEND, { to: to.user.id, content }, viewerOf(from))).sendMessage;
}

export const conversationsOf = async (member: Someone, limit = 20): Promise<ConversationView[]> =>
  (await messaging.gqlOk<{ conversations: ConversationView[] }>(CONVERSATIONS, { limit }, viewerOf(member))).conversations;

export interface ThreadView extends ConversationView {
  messages: { hasOlder: boolean; messages: MessageView[] };
}

export const threadOf = async (member: Someone, partnerId: string, options: { before?: string; limit?: number } = {}): Promise<ThreadView> =>
  (await messaging.gqlOk<{ conversation: ThreadView }>(THREAD, { partnerId, ...options }, viewerOf(member))).conversation;

export const totalsOf = async (member: Someone) =>
  (await messaging.gqlOk<{ _entities: Array<{ conversationCount: number; unreadMessageCount: number }> }>(TOTALS, { id: member.user.id }, viewerOf(member)))
    ._entities[0]!;

/** Every stored unread count of the member's conversations next to the unread messages it counts. */
export const unreadCountsOf = (userId: string) =>
  queryRows<{ partner_id: string; unread_count: number; unread: number }>(
    messaging.databaseUrl(),
    `select c.partner_id, c.unread_count,
       (select count(*)::int from messages m where m.recipient_id = c.user_id and m.sender_id = c.partner_id and m.read_at is null) as unread
     from conversations c where c.user_id = $1`,
    [userId],
  );

/** Domain events of a name in messaging's outbox whose payload has `key` = `value`. */
export const outboxEvents = (name: string, key: string, value: string) =>
  queryRows<{ payload: Record<string, unknown> }>(
    messaging.databaseUrl(),
    `select payload from domain_event_outbox where name = $1 and payload->>$2 = $3 order by occurred_at`,
    [name, key, value],
  );
