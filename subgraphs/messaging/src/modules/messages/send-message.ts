import { randomUUID } from 'node:crypto';
import { streamEvent } from '@momstride/contracts/stream-events';
import { addMember, badUserInput, isMember, isUuid, recordDomainEvent, toSnapshots, type EntityManager, type RateBudget } from '@momstride/kit';
import { Message } from './message.entity.js';
import { cannotMessage, messageContent, NOT_TO_YOURSELF, tooManyMessages, userNotFound } from './message-rules.js';
import { appendStreamEvents, forBoth } from '../stream/stream-log.js';
import { lockPair } from './pair-lock.js';

export interface SendMessageInput {
  readonly senderId: string;
  readonly recipientId: string;
  readonly content: string;
}

/**
 * Sends a message: content checked (messageContent), not to herself, to a member accounts knows (else NOT_FOUND),
 * within the sender's budget (else RATE_LIMITED), not between members where either blocked the other (FORBIDDEN, the
 * same words both ways). In one transaction under the pair's lock: the message, both members' conversation rows
 * (last message; the recipient's unread count + 1), the `message` event on both members' live streams and
 * `message.sent` in the outbox.
 */
export async function sendMessage(em: EntityManager, sendRate: RateBudget, input: SendMessageInput): Promise<Message> {
  const content = messageContent(input.content);
  const { senderId, recipientId } = input;
  if (recipientId === senderId) throw badUserInput(NOT_TO_YOURSELF, [{ field: 'recipientId', message: NOT_TO_YOURSELF }]);
  if (!isUuid(recipientId)) throw userNotFound();
  const retryAfter = await sendRate.charge(senderId);
  if (retryAfter !== null) throw tooManyMessages(retryAfter);

  return em.transactional(async (tem) => {
    await lockPair(tem, senderId, recipientId);
    const [state] = await tem.execute<Array<{ recipient_known: boolean; sender_known: boolean; blocked: boolean }>>(
      `select exists (select 1 from members where user_id = ?) as recipient_known,
              exists (select 1 from members where user_id = ?) as sender_known,
              exists (select 1 from message_blocks where (blocker_id = ? and blocked_id = ?) or (blocker_id = ? and blocked_id = ?)) as blocked`,
      [recipientId, senderId, senderId, recipientId, recipientId, senderId],
    );
    // Not in the copy yet (she may have signed up a moment ago): accounts is asked before she is refused.
    if (!state) throw new Error('the pair state query returned no row');
    if (!state.recipient_known && !(await isMember(tem, recipientId))) throw userNotFound();
    if (state.blocked) throw cannotMessage();
    if (!state.sender_known) await addMember(tem, senderId);

    // The message and both members' conversation rows in one statement (the recipient's unread count + 1; under the
    // pair's lock, the message just stored is the latest of the pair).
    const rows = await tem.execute<Array<Record<string, unknown>>>(
      `with message as (
         insert into messages (id, sender_id, recipient_id, content, created_at) values (?, ?, ?, ?, clock_timestamp()) returning *
       ), conversation as (
         insert into conversations (user_id, partner_id, last_message_id, last_message_at, unread_count)
         select sender_id, recipient_id, id, created_at, 0 from message union all select recipient_id, sender_id, id, created_at, 1 from message
         on conflict (user_id, partner_id) do update set last_message_id = excluded.last_message_id,
           last_message_at = excluded.last_message_at, unread_count = conversations.unread_count + excluded.unread_count
       )
       select * from message`,
      [randomUUID(), senderId, recipientId, content],
    );
    const [message] = toSnapshots(tem, Message, rows);
    if (!message) throw new Error('the message insert returned no row');
    await appendStreamEvents(
      tem,
      forBoth(
        senderId,
        recipientId,
        streamEvent('message', { id: message.id, sender_id: senderId, recipient_id: recipientId, content: message.content, created_at: message.createdAt.toISOString() }),
      ),
    );
    await recordDomainEvent(tem, 'message.sent', {
      messageId: message.id,
      senderId,
      recipientId,
      createdAt: message.createdAt.toISOString(),
    });
    return message;
  });
}
