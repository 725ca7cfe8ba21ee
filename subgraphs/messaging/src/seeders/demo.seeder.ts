import type { EntityManager } from '@mikro-orm/core';
import { addMember, demoUserIds, type EntityManager as SqlEntityManager } from '@momstride/kit';
import { Seeder } from '@mikro-orm/seeder';
import { notifyMessage } from '../modules/notifications/message-notifications.js';
import { demoMessageId, demoMessages } from './demo-conversations.js';

const MINUTE_MS = 60 * 1000;

/**
 * Demo members, conversations and the notifications of their unread messages by the fixed demo user ids. Idempotent: member rows and messages (fixed ids) ON
 * CONFLICT DO NOTHING, and the conversation rows of the seeded pairs recomputed from their messages.
 */
export class DemoSeeder extends Seeder {
  async run(baseEm: EntityManager): Promise<void> {
    const em = baseEm as unknown as SqlEntityManager;
    const now = Date.now();
    await em.transactional(async (tx) => {
      for (const userId of Object.values(demoUserIds)) await addMember(tx, userId);
      const ids: string[] = [];
      const inserted: number[] = [];
      for (const [index, message] of demoMessages.entries()) {
        const id = demoMessageId(index);
        ids.push(id);
        const createdAt = new Date(now - message.minutesAgo * MINUTE_MS);
        const readAt = message.unread ? null : new Date(Math.min(now, createdAt.getTime() + 3 * MINUTE_MS));
        const rows = await tx.execute<Array<{ id: string }>>(
          'insert into messages (id, sender_id, recipient_id, content, created_at, read_at) values (?, ?, ?, ?, ?, ?) on conflict (id) do nothing returning id',
          [id, demoUserIds[message.from], demoUserIds[message.to], message.content, createdAt, readAt],
        );
        if (rows.length > 0) inserted.push(index);
      }
      // Both members' rows of every seeded pair: the pair's latest message and what each has not read.
      await tx.execute(
        `insert into conversations (user_id, partner_id, last_message_id, last_message_at, unread_count)
         select v.user_id, v.partner_id, last.id, last.created_at,
           (select count(*) from messages u where u.sender_id = v.partner_id and u.recipient_id = v.user_id and u.read_at is null)
         from (select sender_id as user_id, recipient_id as partner_id from messages where id = any(array[?]::uuid[])
               union select recipient_id, sender_id from messages where id = any(array[?]::uuid[])) v
         cross join lateral (
           select m.id, m.created_at from messages m
           where least(m.sender_id, m.recipient_id) = least(v.user_id, v.partner_id) and greatest(m.sender_id, m.recipient_id) = greatest(v.user_id, v.partner_id)
           order by m.created_at desc, m.id desc limit 1
         ) last
         on conflict (user_id, partner_id) do update set last_message_id = excluded.last_message_id,
           last_message_at = excluded.last_message_at, unread_count = excluded.unread_count`,
        [ids, ids],
        'run',
      );
      // The bell shows what the unread messages would have announced (made once: only for messages inserted now).
      for (const index of inserted) {
        const message = demoMessages[index]!;
        if (message.unread) {
          await notifyMessage(tx, { messageId: demoMessageId(index), senderId: demoUserIds[message.from], recipientId: demoUserIds[message.to] });
        }
      }
    });
  }
}
