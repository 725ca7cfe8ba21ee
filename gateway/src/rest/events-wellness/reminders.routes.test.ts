import { describe, expect, it } from 'vitest';
import { call, createEvent, eventually, joinEvent, mailsTo, messagingMembers, newestMailTo, newPushDevice, pushesReceived, queryRows, subgraphDatabaseUrl } from '@momstride/testing';

describe('REST /api/events/reminders', () => {
  it('answers her choice (both by default), changes it, refuses anonymous callers and bad bodies', async () => {
    const [ann] = await messagingMembers(1);
    const token = { token: ann!.accessToken };
    expect((await call('GET', '/api/events/reminders', token)).body).toEqual({ day_before: true, hour_before: true });
    const put = await call('PUT', '/api/events/reminders', { ...token, json: { day_before: false, hour_before: true } });
    expect(put.status).toBe(200);
    expect(put.body).toEqual({ day_before: false, hour_before: true });
    expect((await call('GET', '/api/events/reminders', token)).body).toEqual({ day_before: false, hour_before: true });
    expect((await call('PUT', '/api/events/reminders', { ...token, json: { day_before: 'yes', hour_before: true } })).status).toBe(422);
    expect((await call('GET', '/api/events/reminders')).status).toBe(401);
  }, 60_000);

  it('the 1-hour reminder of a walk she joined reaches her notifications, mail and device; not a member who turned it off; no 24-hour one after joining late', async () => {
    const [ann, bea] = await messagingMembers(2);
    const phone = newPushDevice();
    expect((await call('POST', '/api/push/devices', { token: ann!.accessToken, json: { ...phone.subscription, device: 'Phone' } })).status).toBe(201);
    await call('PUT', '/api/events/reminders', { token: bea!.accessToken, json: { day_before: true, hour_before: false } });
    // Starts in an hour and a few seconds: the 1-hour reminder falls due a few seconds after they join.
    const walk = await createEvent({ eventDate: new Date(Date.now() + 60 * 60_000 + 8_000).toISOString() });
    await joinEvent(ann!, walk.id);
    await joinEvent(bea!, walk.id);
    const reminder = await eventually(async () => {
      const list = await call('GET', '/api/notifications', { token: ann!.accessToken });
      return (list.body as Array<{ kind: string }>).find((notification) => notification.kind === 'reminder');
    }, 40_000, 'the 1-hour reminder among her notifications');
    expect(reminder).toMatchObject({ kind: 'reminder', actor_id: null, text: `Your walk starts in 1 hour: ${walk.title}`, link: '/events', read_at: null });
    // Sent in the same round as anything due for Bea: none for her, and no 24-hour reminder for either.
    const sent = await queryRows<{ user_id: string; lead_minutes: number }>(
      subgraphDatabaseUrl('events-wellness'),
      'select user_id, lead_minutes from event_reminders_sent where event_id = $1',
      [walk.id],
    );
    expect(sent).toEqual([{ user_id: ann!.id, lead_minutes: 60 }]);
    // By mail and push too (both on for reminders by default), each once.
    const mail = await newestMailTo(ann!.email, { subject: new RegExp(`^In 1 hour: ${walk.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), timeoutMs: 20_000 });
    expect(mail.text).toContain(`"${walk.title}" starts in an hour`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [push] = await eventually(async () => {
      const pushes = await pushesReceived(phone);
      return pushes.length > 0 ? pushes : undefined;
    }, 20_000, 'the reminder push at the push service');
    expect(push!.payload).toMatchObject({ title: 'Walk reminder', body: `Your walk starts in 1 hour: ${walk.title}`, url: '/events', tag: 'reminder' });
    expect((await mailsTo(ann!.email)).filter((each) => each.subject === `In 1 hour: ${walk.title}`)).toHaveLength(1);
    expect((await mailsTo(bea!.email)).filter((each) => each.subject.includes(walk.title))).toEqual([]);
  }, 90_000);
});
