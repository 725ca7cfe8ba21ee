import type { QueryResult } from '@mikro-orm/core';
import { streamEvent } from '@momstride/contracts/stream-events';
import { badUserInput, entityQuery, isMember, isUuid, recordDomainEvent, selectRows, toSnapshots, type EntityManager, type Page } from '@momstride/kit';
import { Message } from '../messages/message.entity.js';
import { NO_CONVERSATION_WITH_YOURSELF, userNotFound } from '../messages/message-rules.js';
import { appendStreamEvents, forBoth } from '../stream/stream-log.js';
import { Conversation, emptyConversation } from './conversation.entity.js';

export const CONVERSATIONS_DEFAULT_LIMIT = 20;
export const CONVERSATIONS_MAX_LIMIT = 100;

/**
 * A page of her conversations with each one's last message: one range of conversations_recent_index, each last
 * message by its primary key. Every column of both tables, by name: the two share none (checked at first use), so
 * each row is a conversation and its message at once.
 */
const RECENT_WITH_LAST_MESSAGE = `select c.*, m.* from "conversations" c left join "messages" m on m."id" = c."last_message_id"
  where c."user_id" = $1 order by c."last_message_at" desc, c."partner_id" desc limit $2 offset $3`;

let columnsChecked = false;
const checkDisjointColumns = (em: EntityManager): void => {
  if (columnsChecked) return;
  const columnsOf = (entity: string) => em.getMetadata().get(entity).props.flatMap((prop) => prop.fieldNames ?? []);
  const shared = columnsOf(Conversation.name).filter((column) => columnsOf(Message.name).includes(column));
  if (shared.length > 0) throw new Error(`conversations and messages share columns (${shared.join(', ')}): list them apart in RECENT_WITH_LAST_MESSAGE`);
  columnsChecked = true;
};

/** The last message read with each listed conversation (null: none yet), for Conversation.lastMessage. */
const lastMessages = new WeakMap<Conversation, Message | null>();

/** The last message listConversations read with this conversation; undefined when it was not read with it. */
export const preloadedLastMessage = (conversation: Conversation): Message | null | undefined => lastMessages.get(conversation);

/** The member's conversations, most recent first, with their last messages: one statement along conversations_recent_index. */
export async function listConversations(em: EntityManager, userId: string, page: Page): Promise<Conversation[]> {
  checkDisjointColumns(em);
  const rows = await selectRows(em, RECENT_WITH_LAST_MESSAGE, [userId, page.limit, page.offset]);
  const conversations = toSnapshots(em, Conversation, rows);
  const withMessage = rows.filter((row) => row['id'] != null);
  const messages = toSnapshots(em, Message, withMessage);
  const byId = new Map(messages.map((message) => [message.id, message]));
  for (const conversation of conversations) {
    lastMessages.set(conversation, conversation.lastMessageId ? (byId.get(conversation.lastMessageId) ?? null) : null);
  }
  return conversations;
}

const conversationRow = entityQuery(Conversation, 'where "user_id" = $1 and "partner_id" = $2');

/**
 * The member's conversation with `partnerId`: her stored row, or an empty one with a member they have not written
 * with yet. NOT_FOUND for anyone messaging does not know; BAD_USER_INPUT for herself.
 */
export async function conversationWith(em: EntityManager, userId: string, partnerId: string): Promise<Conversation> {
  if (partnerId === userId) throw badUserInput(NO_CONVERSATION_WITH_YOURSELF);
  if (!isUuid(partnerId)) throw userNotFound();
  const [row] = await conversationRow(em, [userId, partnerId]);
  if (row) return row;
  if (!(await isMember(em, partnerId))) throw userNotFound();
  return emptyConversation(userId, partnerId);
}

/**
 * Marks what the partner sent her read (reading a thread marks it read: docs/product.md, The calls) and answers the conversation. Writes
 * only when something is unread: under the row's lock (taken before the messages are marked, so a message arriving
 * meanwhile is either marked with them or counted after), the messages get `read_at`, the count goes to 0, a `read`
 * event goes on both members' live streams (when a message changed) and `messages.read` to the outbox.
 */
export async function markConversationRead(em: EntityManager, userId: string, partnerId: string): Promise<Conversation> {
  const conversation = await conversationWith(em, userId, partnerId);
  if (conversation.unreadCount === 0) return conversation;
  return em.transactional(async (tem) => {
    await tem.execute('select 1 from conversations where user_id = ? and partner_id = ? for update', [userId, partnerId]);
    const marked = await tem.execute<QueryResult>('update messages set read_at = clock_timestamp() where recipient_id = ? and sender_id = ? and read_at is null', [userId, partnerId], 'run');
    if (marked.affectedRows > 0) await appendStreamEvents(tem, forBoth(userId, partnerId, streamEvent('read', { reader_id: userId, partner_id: partnerId })));
    await tem.execute('update conversations set unread_count = 0 where user_id = ? and partner_id = ?', [userId, partnerId], 'run');
    await recordDomainEvent(tem, 'messages.read', { readerId: userId, partnerId });
    return Object.assign(new Conversation(), { ...conversation, unreadCount: 0 });
  });
}

export interface MessagingTotals {
  conversationCount: number;
  unreadCount: number;
}

/** How many conversations the member has and how many messages she has not read: one statement. */
export async function messagingTotals(em: EntityManager, userId: string): Promise<MessagingTotals> {
  const [row] = await em.execute<Array<{ conversations: number; unread: number }>>(
    'select count(*)::int as conversations, coalesce(sum(unread_count), 0)::int as unread from conversations where user_id = ?',
    [userId],
  );
  return { conversationCount: row?.conversations ?? 0, unreadCount: row?.unread ?? 0 };
}
