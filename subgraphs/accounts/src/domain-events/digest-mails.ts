import {
  DIGEST_DAYS,
  DIGEST_MAX_MEMBERS,
  DIGEST_STORIES_PATH,
  DIGEST_WALKS_PATH,
  isTimeZone,
  isUuid,
  onDomainEvent,
  type DigestStory,
  type DigestWalk,
  type DomainEventConsumer,
  internalJsonCall,
  type InternalClient,
} from '@momstride/kit';
import { digestHasNews, digestMail, type DigestMember } from '../mail/digest-mail.js';
import type { Mailer } from '../mail/mailer.js';

interface Recipient {
  id: string;
  email: string;
  first_name: string;
  business_category: string | null;
}

/** Asks an owner for its part of the digest; anything but a 200 fails the delivery, which the queue retries. */
async function ask<T>(internal: Pick<InternalClient, 'call'>, target: string, path: string): Promise<T> {
  const answer = await internalJsonCall<T>(internal, target, path);
  if (answer === null) throw new Error(`${target} has no ${path.split('?')[0]}`);
  return answer;
}

/**
 * Her weekly digest (`notification.digest_requested`, once per member and week from messaging's schedule): accounts
 * gathers it — her walks in the week ahead from events-wellness and the week's top stories from community (internal
 * calls, kit digest-sources.ts), up to 5 members of her business category who joined in the week behind from its own
 * users (none when she has no category) — and mails it, unless all three are empty. The week is counted from when the
 * digest was requested, so a retried delivery writes the same mail.
 */
export async function subscribeToDigestMails(consumer: DomainEventConsumer, mailer: Mailer, publicUrl: string, internal: Pick<InternalClient, 'call'>): Promise<void> {
  await onDomainEvent(consumer, 'notification.digest_requested', async (tem, request) => {
    if (!isUuid(request.userId)) return;
    const [member] = await tem.execute<Recipient[]>('select id, email, first_name, business_category from users where id = ? and suspended_at is null', [request.userId]);
    if (!member) return;
    const asOf = typeof request.asOf === 'string' && !Number.isNaN(Date.parse(request.asOf)) ? request.asOf : request.occurredAt;
    const at = Number.isNaN(Date.parse(asOf)) ? new Date() : new Date(asOf);
    const since = new Date(at.getTime() - DIGEST_DAYS * 86_400_000);
    const { walks } = await ask<{ walks: DigestWalk[] }>(internal, 'events-wellness', `${DIGEST_WALKS_PATH}?userId=${member.id}&from=${encodeURIComponent(at.toISOString())}`);
    const { stories } = await ask<{ stories: DigestStory[] }>(internal, 'community', `${DIGEST_STORIES_PATH}?since=${encodeURIComponent(since.toISOString())}`);
    const members = member.business_category
      ? (
          await tem.execute<Array<{ id: string; first_name: string; last_name: string; business_name: string | null }>>(
            `select id, first_name, last_name, business_name from users
              where business_category = ? and id <> ? and created_at >= ? and created_at <= ? and suspended_at is null
              order by created_at desc, id limit ?`,
            [member.business_category, member.id, since, at, DIGEST_MAX_MEMBERS],
          )
        ).map((row): DigestMember => ({ id: row.id, name: `${row.first_name} ${row.last_name}`, businessName: row.business_name }))
      : [];
    if (!digestHasNews({ walks, members, stories })) return;
    await mailer.send(
      digestMail({
        to: member.email,
        firstName: member.first_name,
        timeZone: isTimeZone(request.timeZone) ? request.timeZone : 'UTC',
        walks,
        members,
        stories,
        unsubscribeToken: String(request.unsubscribeToken ?? ''),
        publicUrl,
      }),
    );
  });
}
