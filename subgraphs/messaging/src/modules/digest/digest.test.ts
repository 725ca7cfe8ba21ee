import { initOrm, ormConfigOf, pemFromEnv, type MikroORM } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  call,
  createEvent,
  domainEventsDatabaseUrl,
  eventually,
  inDays,
  internalToken,
  joinEvent,
  mailsTo,
  messagingMembers,
  newestMailTo,
  queryRows,
  subgraph as subgraphOf,
  subgraphDatabaseUrl,
  subgraphUrl,
  viewerOf,
  type OutboxMail,
} from '@momstride/testing';
import { subgraph } from '../../subgraph.js';
import { messaging } from '../../testing/messaging.js';
import { unsubscribeKey } from '../delivery/unsubscribe-token.js';
import { TEST_DIGEST_CRON } from '@momstride/testing/setup/test-schedules';
import { DIGEST_QUEUE, requestDueDigests, type DigestOptions } from './digest-schedule.js';

const UPDATE = 'mutation($input: NotificationPreferencesInput!) { updateNotificationPreferences(input: $input) { digestDay timeZone } }';
const DIGEST_DAY = 'query { notificationPreferences { digestDay } }';
const SHARE = 'mutation($input: SuccessStoryInput!) { createSuccessStory(input: $input) { id } }';
const LIKE = 'mutation($id: ID!) { toggleSuccessStoryLike(id: $id) { liked } }';

/** A zone where it is now between 08:00 and 23:00, and the weekday there: her digest is due now. */
function zoneWhereDigestIsDue(at: Date): { timeZone: string; day: string } {
  for (const timeZone of ['UTC', 'Europe/Berlin', 'Asia/Tokyo', 'Pacific/Kiritimati', 'America/New_York', 'America/Los_Angeles', 'Pacific/Honolulu']) {
    const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' }).format(at));
    if (hour >= 8 && hour < 23) return { timeZone, day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(at).toLowerCase() };
  }
  throw new Error('no zone where it is day now');
}

const unsubscribeLinkOf = (mail: OutboxMail): URL => new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!);

describe('the weekly digest', () => {
  let orm: MikroORM;
  let options: DigestOptions;
  beforeAll(async () => {
    orm = await initOrm(ormConfigOf(subgraph, messaging.databaseUrl(), { poolMax: 2 }));
    options = { unsubscribeKey: unsubscribeKey(pemFromEnv(inject('stackSecrets').internalTokenPrivateKey)), communityTimeZone: 'UTC' };
  });
  afterAll(async () => {
    await orm?.close(true);
  });

  // First, while no story was shared this week: a member with no walk and no business category has nothing to read.
  it('an empty digest is not sent', async () => {
    // Monday 2 June 2031, 09:00 UTC: no story was shared in the week before, and Cat holds no walk and set no category.
    const [cat] = await messagingMembers(1);
    await messaging.gqlOk(UPDATE, { input: { digestDay: 'monday', timeZone: 'UTC' } }, viewerOf(cat!));
    expect(await requestDueDigests(orm.em.fork(), new Date('2031-06-02T09:00:00Z'), { ...options, onlyUserIds: [cat!.id] })).toEqual([cat!.id]);
    const [event] = await queryRows<{ id: string }>(
      messaging.databaseUrl(),
      "select id from domain_event_outbox where name = 'notification.digest_requested' and payload->>'userId' = $1",
      [cat!.id],
    );
    // Accounts applied it (gathered, found nothing) and wrote no mail.
    await eventually(
      async () => ((await queryRows(subgraphDatabaseUrl('accounts'), 'select 1 from processed_domain_events where event_id = $1', [event!.id])).length > 0 ? true : undefined),
      30_000,
      'accounts to apply the digest request',
    );
    expect(await mailsTo(cat!.email)).toEqual([]);
  }, 60_000);

  it('its sources answer accounts only', async () => {
    const walks = `${subgraphUrl('events-wellness').replace(/\/graphql$/, '')}/internal/digest/walks?userId=${crypto.randomUUID()}&from=${encodeURIComponent(new Date().toISOString())}`;
    expect((await fetch(walks)).status).toBe(401);
    expect((await fetch(walks, { headers: { 'x-internal-token': await internalToken('events-wellness', 'messaging') } })).status).toBe(403);
    const answer = await fetch(walks, { headers: { 'x-internal-token': await internalToken('events-wellness', 'accounts') } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ walks: [] });
    const stories = `${subgraphUrl('community').replace(/\/graphql$/, '')}/internal/digest/stories?since=yesterday`;
    expect((await fetch(stories, { headers: { 'x-internal-token': await internalToken('community', 'accounts') } })).status).toBe(400);
  });

  it('once a week on her day after 08:00 her time: her walk, a new member of her category and a top story; never → none; its one-click link sets the day to never', async () => {
    const [ann, bea] = await messagingMembers(2);
    const due = zoneWhereDigestIsDue(new Date());
    await messaging.gqlOk(UPDATE, { input: { digestDay: due.day, timeZone: due.timeZone } }, viewerOf(ann!));
    await messaging.gqlOk(UPDATE, { input: { digestDay: 'never' } }, viewerOf(bea!));
    await queryRows(subgraphDatabaseUrl('accounts'), "update users set business_category = 'consulting', business_name = 'Bea Consults' where id = any($1)", [[ann!.id, bea!.id]]);
    // The demo's stories (liked more than the one shared below) are made a month old: not of this week.
    await queryRows(subgraphDatabaseUrl('community'), "update success_stories set created_at = created_at - interval '30 days' where created_at < now() - interval '1 hour'");
    const walk = await createEvent({ title: 'Digest sunrise loop', eventDate: inDays(2) });
    await joinEvent(ann!, walk.id);
    const community = subgraphOf('community');
    const { createSuccessStory: story } = await community.gqlOk<{ createSuccessStory: { id: string } }>(
      SHARE,
      { input: { title: 'Our first 5k together', storyType: 'business_win', storyContent: 'We walked it with the strollers.' } },
      viewerOf(bea!),
    );
    await community.gqlOk(LIKE, { id: story.id }, viewerOf(ann!));

    const requested = await requestDueDigests(orm.em.fork(), new Date(), { ...options, onlyUserIds: [ann!.id, bea!.id] });
    expect(requested).toContain(ann!.id);
    expect(requested).not.toContain(bea!.id);

    const mail = await newestMailTo(ann!.email, { subject: /Your week on MomStride/, timeoutMs: 30_000 });
    expect(mail.text).toContain(`Hi ${ann!.firstName},`);
    expect(mail.text).toContain('Digest sunrise loop');
    expect(mail.text).toContain(`${bea!.firstName} ${bea!.lastName} (Bea Consults)`);
    expect(mail.text).toContain(`/profile/${bea!.id}`);
    expect(mail.text).toContain('Our first 5k together — 1 like');
    expect(mail.html).toContain('<h2');
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Again the same week (another replica, a restart): nothing more is requested, no second mail.
    expect(await requestDueDigests(orm.em.fork(), new Date(), { ...options, onlyUserIds: [ann!.id] })).not.toContain(ann!.id);
    const [sends] = await queryRows<{ n: number }>(messaging.databaseUrl(), 'select count(*)::int as n from digest_sends where user_id = $1', [ann!.id]);
    expect(sends!.n).toBe(1);
    expect((await mailsTo(ann!.email)).filter((each) => /Your week/.test(each.subject))).toHaveLength(1);
    expect(await mailsTo(bea!.email)).toEqual([]);

    // Her one-click unsubscribe (without signing in) turns the digest to never and nothing else.
    const link = unsubscribeLinkOf(mail);
    expect(link.searchParams.get('token')).toContain('.digest.mail.');
    const page = await call('GET', `${link.pathname}${link.search}`);
    expect(page.text).toContain('your weekly digest by mail');
    const done = await call('POST', `${link.pathname}${link.search}`, { raw: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(done.status).toBe(200);
    const after = await messaging.gqlOk<{ notificationPreferences: { digestDay: string } }>(DIGEST_DAY, {}, viewerOf(ann!));
    expect(after.notificationPreferences.digestDay).toBe('never');
    // The digest has a day, not switches: it is no channel type, and cannot be given as one.
    const refused = await messaging.gql<unknown>(UPDATE, { input: { channels: [{ type: 'digest', inApp: false, mail: true, push: false }] } }, viewerOf(ann!));
    expect(refused.errors?.[0]?.extensions?.['code']).toBe('BAD_USER_INPUT');
  }, 120_000);

  it('at 08:00 on her day in her zone, across a daylight-saving change; once per ISO week; the defaults: Monday in the community zone', async () => {
    const [dana, eve] = await messagingMembers(2);
    await messaging.gqlOk(UPDATE, { input: { digestDay: 'sunday', timeZone: 'America/New_York' } }, viewerOf(dana!));
    const at = (iso: string) => requestDueDigests(orm.em.fork(), new Date(iso), { ...options, onlyUserIds: [dana!.id, eve!.id] });
    // Sunday 14 March 2027: New York's clocks went forward at 02:00 (UTC-4 since), so 08:00 there is 12:00 UTC.
    expect(await at('2027-03-14T11:59:00Z')).not.toContain(dana!.id);
    expect(await at('2027-03-14T12:00:00Z')).toContain(dana!.id);
    expect(await at('2027-03-14T23:00:00Z')).not.toContain(dana!.id);
    // Monday 15 March is not her day; Sunday 21 March is, in the next ISO week.
    expect(await at('2027-03-15T12:00:00Z')).not.toContain(dana!.id);
    expect(await at('2027-03-21T12:00:00Z')).toContain(dana!.id);
    // Eve saved nothing: Monday from 08:00 in the community zone (UTC here).
    expect(await at('2027-03-22T07:45:00Z')).not.toContain(eve!.id);
    expect(await at('2027-03-22T08:00:00Z')).toContain(eve!.id);
    const weeks = await queryRows<{ week_start: string }>(messaging.databaseUrl(), 'select week_start::text from digest_sends where user_id = $1 order by week_start', [dana!.id]);
    expect(weeks.map((row) => row.week_start)).toEqual(['2027-03-08', '2027-03-15']);
  });

  it('is scheduled on the domain-event queue (pg-boss) when messaging starts', async () => {
    const schedules = await queryRows(domainEventsDatabaseUrl(), 'select name, cron, timezone from pgboss.schedule where name = $1', [DIGEST_QUEUE]);
    // The test stack's (DIGEST_CRON): once a year, so its members get only the digests the tests ask for.
    expect(schedules).toEqual([{ name: DIGEST_QUEUE, cron: TEST_DIGEST_CRON, timezone: 'UTC' }]);
  });
});
