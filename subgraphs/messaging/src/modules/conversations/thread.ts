import { isUuid, notFound, toSnapshots, type EntityManager } from '@momstride/kit';
import DataLoader from 'dataloader';
import { Field, ObjectType } from 'type-graphql';
import { Message } from '../messages/message.entity.js';
import { MESSAGE_NOT_FOUND } from '../messages/message-rules.js';

export const THREAD_DEFAULT_LIMIT = 50;
export const THREAD_MAX_LIMIT = 100;

@ObjectType('MessagePage', { description: 'The newest messages of a thread before a cursor, oldest first' })
export class MessagePage {
  @Field(() => [Message], { description: 'Oldest first' })
  messages!: Message[];

  @Field(() => Boolean, { description: 'Whether older messages exist (ask again with before = the first message’s id)' })
  hasOlder!: boolean;
}

export interface ThreadPageKey {
  readonly partnerId: string;
  /** A message of the pair: only messages older than it. */
  readonly before: string | null;
  readonly limit: number;
}

const pairOf = (alias: string) =>
  `least(${alias}.sender_id, ${alias}.recipient_id) = least(?::uuid, p.partner_id) and greatest(${alias}.sender_id, ${alias}.recipient_id) = greatest(?::uuid, p.partner_id)`;

/**
 * For each partner, the newest messages between the viewer and her (older than the cursor, a message of that pair,
 * when given): one statement for any number of partners, one index range scan each (messages_pair_index).
 * Bindings: partner ids, viewer, viewer, [cursor, viewer, viewer,] limit.
 */
const threadSql = (withCursor: boolean): string =>
  `select m.* from unnest(array[?]::uuid[]) as p(partner_id) cross join lateral (
     select * from messages m where ${pairOf('m')}
     ${withCursor ? `and (m.created_at, m.id) < (select c.created_at, c.id from messages c where c.id = ? and ${pairOf('c')})` : ''}
     order by m.created_at desc, m.id desc limit ?
   ) m`;

async function threadPages(em: EntityManager, viewerId: string, partnerIds: readonly string[], before: string | null, limit: number) {
  const byPartner = new Map<string, Message[]>(partnerIds.map((id) => [id, []]));
  const valid = partnerIds.filter(isUuid);
  if (valid.length > 0 && (before === null || isUuid(before))) {
    const values: unknown[] = [valid, viewerId, viewerId, ...(before === null ? [] : [before, viewerId, viewerId]), limit + 1];
    const rows = await em.execute<Array<Record<string, unknown>>>(threadSql(before !== null), values);
    for (const message of toSnapshots(em, Message, rows)) {
      byPartner.get(message.senderId === viewerId ? message.recipientId : message.senderId)?.push(message);
    }
  }
  return byPartner;
}

/** True when `messageId` is a message between the two. */
async function isMessageOfPair(em: EntityManager, viewerId: string, partnerId: string, messageId: string): Promise<boolean> {
  if (!isUuid(messageId) || !isUuid(partnerId)) return false;
  const rows = await em.execute<unknown[]>(
    'select 1 from messages where id = ? and ((sender_id = ? and recipient_id = ?) or (sender_id = ? and recipient_id = ?))',
    [messageId, viewerId, partnerId, partnerId, viewerId],
  );
  return rows.length > 0;
}

const groupKey = (key: ThreadPageKey) => `${key.before ?? ''}|${key.limit}`;

/**
 * Per-request loader of thread pages for the viewer: keys with the same cursor and limit share one statement. A
 * cursor that is no message of the pair is NOT_FOUND "Message not found" (a thread never shows another pair's
 * messages, whatever id is passed).
 */
export function createThreadPageLoader(em: EntityManager, viewerId: string | undefined): DataLoader<ThreadPageKey, MessagePage, string> {
  return new DataLoader<ThreadPageKey, MessagePage, string>(
    async (keys) => {
      const groups = new Map<string, ThreadPageKey[]>();
      for (const key of keys) groups.set(groupKey(key), [...(groups.get(groupKey(key)) ?? []), key]);
      const pages = new Map<string, MessagePage | Error>();
      for (const group of groups.values()) {
        const { before, limit } = group[0]!;
        const partners = [...new Set(group.map((key) => key.partnerId))];
        const found = viewerId ? await threadPages(em, viewerId, partners, before, limit) : new Map<string, Message[]>();
        for (const partnerId of partners) {
          const newestFirst = found.get(partnerId) ?? [];
          if (before !== null && newestFirst.length === 0 && !(viewerId && (await isMessageOfPair(em, viewerId, partnerId, before)))) {
            pages.set(`${partnerId}|${groupKey(group[0]!)}`, notFound(MESSAGE_NOT_FOUND));
            continue;
          }
          pages.set(`${partnerId}|${groupKey(group[0]!)}`, {
            messages: newestFirst.slice(0, limit).reverse(),
            hasOlder: newestFirst.length > limit,
          });
        }
      }
      return keys.map((key) => pages.get(`${key.partnerId}|${groupKey(key)}`) ?? new Error('thread page missing'));
    },
    { cacheKeyFn: (key) => `${key.partnerId}|${groupKey(key)}` },
  );
}
