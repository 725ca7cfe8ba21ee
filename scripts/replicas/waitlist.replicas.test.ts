/**
 * Event places across replicas: joins, waitlist and leaves go through both gateways (each with its own events-wellness
 * process) on one database. A place freed through one side promotes the first waiting member exactly once, and she
 * is told once by mail (accounts) and once in the notification centre (messaging), whichever processes relay and
 * consume the domain event; members joining at once through both sides never overbook.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  createEvent,
  eventually,
  mailsTo,
  type Member,
  queryRows,
  registerAdmin,
  registerMember,
  subgraphDatabaseUrl,
} from '@momstride/testing';
import { gatewayA, gatewayB } from './sides.js';

/** Her notifications (the notification centre) whose text names the event. */
const notificationsAbout = async (member: Member, title: string, baseUrl: string): Promise<Array<{ kind: string }>> => {
  const reply = await call('GET', '/api/notifications', { token: member.accessToken, baseUrl });
  expect(reply.status).toBe(200);
  return (reply.body as Array<{ kind: string; text: string }>).filter((notification) => notification.text.includes(title));
};

/** Mails to her whose subject names the event. */
const mailsAbout = async (member: Member, title: string) => (await mailsTo(member.email)).filter((mail) => mail.subject.includes(title));

describe('event places across replicas', () => {
  let admin: Member;
  beforeAll(async () => {
    admin = await registerAdmin();
  });

  it('a place freed through gateway B promotes the member waiting since gateway A exactly once; she is told once', async () => {
    const event = await createEvent({ maxParticipants: 2 }, { by: admin });
    const [first, second, waiting, later] = await Promise.all(Array.from({ length: 4 }, () => registerMember()));
    const on = (member: Member, method: string, path: string, baseUrl: string) =>
      call(method, `/api/events/${event.id}${path}`, { token: member.accessToken, baseUrl });

    expect((await on(first!, 'POST', '/join', gatewayA())).status).toBe(200);
    expect((await on(second!, 'POST', '/join', gatewayB())).status).toBe(200);
    const full = await on(waiting!, 'POST', '/join', gatewayB());
    expect(full.status).toBe(409);
    expect(full.body).toEqual({ detail: 'Event is full' });
    expect((await on(waiting!, 'POST', '/waitlist', gatewayA())).body).toEqual({ position: 1 });
    expect((await on(later!, 'POST', '/waitlist', gatewayB())).body).toEqual({ position: 2 });

    // The first participant leaves through the other side: the first in line takes her place, the second still waits.
    const left = await on(first!, 'DELETE', '/leave', gatewayB());
    expect(left.status).toBe(200);
    expect(left.body).toMatchObject({ current_participants: 2, waitlist_count: 1 });
    expect((await on(waiting!, 'GET', '/is-joined', gatewayA())).body).toEqual({ is_joined: true });
    expect((await on(later!, 'GET', '/is-joined', gatewayA())).body).toEqual({ is_joined: false });

    // Told by mail and in the notification centre, each written by whichever process consumed the domain event.
    await eventually(async () => ((await mailsAbout(waiting!, event.title)).length > 0 ? true : undefined), 20_000, 'the promotion mail');
    await eventually(async () => ((await notificationsAbout(waiting!, event.title, gatewayB())).length > 0 ? true : undefined), 20_000, 'the promotion notification');

    // A later promotion along the same path (outbox relay → queue → accounts and messaging) has been handled once it
    // reaches the second member: a repeat of the first would have come by then.
    expect((await on(second!, 'DELETE', '/leave', gatewayA())).status).toBe(200);
    await eventually(async () => ((await mailsAbout(later!, event.title)).length > 0 ? true : undefined), 20_000, 'the second promotion mail');
    await eventually(async () => ((await notificationsAbout(later!, event.title, gatewayA())).length > 0 ? true : undefined), 20_000, 'the second promotion notification');

    for (const promoted of [waiting!, later!]) {
      expect(await mailsAbout(promoted, event.title)).toHaveLength(1);
      expect((await notificationsAbout(promoted, event.title, gatewayA())).map((notification) => notification.kind)).toEqual(['waitlist_promoted']);
    }
    const rows = await queryRows<{ user_id: string; promoted: boolean }>(
      subgraphDatabaseUrl('events-wellness'),
      'select user_id, promoted_from_waitlist_at is not null as promoted from event_participants where event_id = $1 order by user_id',
      [event.id],
    );
    expect(rows).toEqual([waiting!, later!].map((member) => ({ user_id: member.user.id, promoted: true })).sort((a, b) => a.user_id.localeCompare(b.user_id)));
  });

  it('twelve members joining a three-place event at once, half through each gateway, never overbook it', async () => {
    const event = await createEvent({ maxParticipants: 3 }, { by: admin });
    const members = await Promise.all(Array.from({ length: 12 }, () => registerMember()));
    const replies = await Promise.all(
      members.map((member, i) => call('POST', `/api/events/${event.id}/join`, { token: member.accessToken, baseUrl: i % 2 === 0 ? gatewayA() : gatewayB() })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(3);
    expect(replies.filter((reply) => reply.status === 409).map((reply) => reply.body)).toEqual(Array(9).fill({ detail: 'Event is full' }));

    const [counts] = await queryRows<{ participants_count: number; rows: number }>(
      subgraphDatabaseUrl('events-wellness'),
      'select participants_count, (select count(*)::int from event_participants where event_id = $1) as rows from events where id = $1',
      [event.id],
    );
    expect(counts).toEqual({ participants_count: 3, rows: 3 });
  });
});
