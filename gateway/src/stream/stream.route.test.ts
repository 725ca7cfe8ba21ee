import { SignJWT, importPKCS8 } from 'jose';
import { afterEach, describe, expect, inject, it } from 'vitest';
import {
  call,
  eventually,
  graphql,
  messagingMembers,
  openReadyStream,
  openStream,
  queryRows,
  sendOk,
  type StreamEvent,
  subgraphDatabaseUrl,
  type TestStream,
} from '@momstride/testing';
import { MAX_STREAMS_PER_MEMBER, TOO_MANY_STREAMS } from './stream.route.js';

const isMessage = (event: StreamEvent) => event.event === 'message';
const isRead = (event: StreamEvent) => event.event === 'read';

/** Every stream a test opened is closed after it. */
const opened: TestStream[] = [];
const track = <T extends TestStream>(stream: T): T => {
  opened.push(stream);
  return stream;
};
afterEach(() => {
  for (const stream of opened.splice(0)) stream.close();
});

describe('GET /api/stream', () => {
  it('delivers a message within a second to the recipient and to the sender’s own stream, and not to a third member', async () => {
    const [ann, bea, cat] = await messagingMembers(3);
    const [annStream, beaStream, catStream] = await Promise.all(
      [ann!, bea!, cat!].map(async (member) => track(await openReadyStream({ token: member.accessToken }))),
    );
    expect(beaStream!.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(beaStream!.headers['cache-control']).toBe('no-store, no-transform');
    // A first connection starts afresh, at her position.
    expect(beaStream!.ready.data).toEqual({ resumed: false });
    expect(beaStream!.ready.id).toMatch(/^\d+$/);

    const sentAt = performance.now();
    const sent = await sendOk(ann!, bea!, 'Walk tomorrow at 7?');
    const received = await beaStream!.next(isMessage, 1000);
    expect(received.at - sentAt).toBeLessThan(1000);
    // The message exactly as REST answered it.
    expect(received.data).toEqual(sent);
    expect(Number(received.id)).toBeGreaterThan(Number(beaStream!.ready.id));
    expect((await annStream!.next(isMessage, 1000)).data).toEqual(sent);

    // Cat's stream: the first message she gets is the one sent to her after Ann's, not Ann's.
    const toCat = await sendOk(bea!, cat!, 'Hi Cat');
    expect((await catStream!.next(isMessage)).data).toEqual(toCat);
    expect(catStream!.events.filter(isMessage)).toHaveLength(1);
  });

  it('tells the reader’s other devices and her partner when she reads a thread', async () => {
    const [ann, bea] = await messagingMembers(2);
    const [annStream, beaPhone] = [track(await openReadyStream({ token: ann!.accessToken })), track(await openReadyStream({ token: bea!.accessToken }))];
    await sendOk(ann!, bea!, 'one');
    await beaPhone.next(isMessage);
    expect((await call('POST', `/api/messages/${ann!.user.id}/read`, { token: bea!.accessToken })).status).toBe(200);
    const read = { reader_id: bea!.user.id, partner_id: ann!.user.id };
    expect((await beaPhone.next(isRead, 1000)).data).toEqual(read);
    expect((await annStream.next(isRead, 1000)).data).toEqual(read);
  });

  it('after a disconnect, Last-Event-ID replays exactly what she missed, in order, and nothing twice', async () => {
    const [ann, bea] = await messagingMembers(2);
    const first = track(await openReadyStream({ token: bea!.accessToken }));
    await sendOk(ann!, bea!, 'before the tunnel');
    const seen = await first.next(isMessage);
    first.close();
    await first.ended;

    const missed = [];
    for (const content of ['in the tunnel 1', 'in the tunnel 2', 'in the tunnel 3']) missed.push(await sendOk(ann!, bea!, content));
    await call('POST', `/api/messages/${ann!.user.id}/read`, { token: bea!.accessToken }); // she reads them on another device

    const again = track(await openReadyStream({ token: bea!.accessToken, lastEventId: seen.id! }));
    // Resumed: no new position (the replay follows from hers).
    expect(again.ready).toMatchObject({ id: null, data: { resumed: true } });
    await again.next(isRead);
    // Her notification of Ann's messages comes and changes in between (its own events): left aside here.
    const replayed = again.events.filter((event) => event.event !== 'ready' && event.event !== 'notification');
    expect(replayed.map((event) => event.event)).toEqual(['message', 'message', 'message', 'read']);
    expect(replayed.slice(0, 3).map((event) => event.data)).toEqual(missed);
    const ids = again.events.slice(1).map((event) => Number(event.id));
    expect(ids[0]).toBeGreaterThan(Number(seen.id));
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);

    // Live again, and nothing repeated: the next message is the next message.
    const later = await sendOk(ann!, bea!, 'out of the tunnel');
    expect((await again.next(isMessage)).data).toEqual(later);
    expect(again.events.filter(isMessage).map((event) => event.data.content)).toEqual(['in the tunnel 1', 'in the tunnel 2', 'in the tunnel 3', 'out of the tunnel']);

    // Resuming from her latest id replays nothing.
    const latest = again.events.at(-1)!.id!;
    const third = track(await openReadyStream({ token: bea!.accessToken, lastEventId: latest }));
    expect(third.ready.data).toEqual({ resumed: true });
    const next = await sendOk(ann!, bea!, 'still here');
    expect((await third.next(isMessage)).data).toEqual(next);
  });

  it('a Last-Event-ID that is not hers, or older than her log, starts afresh at her position', async () => {
    const [ann, bea] = await messagingMembers(2);
    await sendOk(ann!, bea!, 'one');
    await sendOk(ann!, bea!, 'two');
    // Her log settles once her notification counts both messages (two messages, two notification events).
    const log = await eventually(async () => {
      const rows = await queryRows<{ seq: string; kind: string; text: string | null }>(
        subgraphDatabaseUrl('messaging'),
        `select seq, kind, data->'notification'->>'text' as text from stream_events where user_id = $1 order by seq`,
        [bea!.user.id],
      );
      return rows.some((row) => row.text === 'sent you 2 messages') ? rows : undefined;
    }, 20_000, 'her notification of both messages');
    expect(log).toHaveLength(4);
    const [first, second] = log;
    const head = log.at(-1)!;
    const [annFirst] = await queryRows<{ seq: string }>(subgraphDatabaseUrl('messaging'), 'select seq from stream_events where user_id = $1 order by seq', [ann!.user.id]);

    // Ann's id is no position of Bea's.
    const foreign = track(await openReadyStream({ token: bea!.accessToken, lastEventId: annFirst!.seq }));
    expect(foreign.ready).toMatchObject({ id: head.seq, data: { resumed: false } });
    foreign.close();

    // Her first event pruned: resuming from before it is no longer complete.
    await queryRows(subgraphDatabaseUrl('messaging'), 'delete from stream_events where user_id = $1 and seq = $2', [bea!.user.id, first!.seq]);
    const pruned = track(await openReadyStream({ token: bea!.accessToken, lastEventId: String(Number(first!.seq) - 1) }));
    expect(pruned.ready).toMatchObject({ id: head.seq, data: { resumed: false } });
    // From her first event (still the one before a complete rest of the log) it resumes.
    const resumed = track(await openReadyStream({ token: bea!.accessToken, lastEventId: first!.seq }));
    expect(resumed.ready.data).toEqual({ resumed: true });
    expect((await resumed.next()).id).toBe(second!.seq);
  });

  it('refuses a missing or bad token (401) and a sixth stream of one member (429)', async () => {
    const missing = await openStream();
    expect(missing.status).toBe(401);
    expect(missing.refusal).toEqual({ detail: 'Not authenticated' });
    const bad = await openStream({ token: 'not-a-token' });
    expect(bad.status).toBe(401);
    expect(bad.refusal).toEqual({ detail: 'Could not validate credentials' });

    const [ann] = await messagingMembers(1);
    for (let i = 0; i < MAX_STREAMS_PER_MEMBER; i++) track(await openReadyStream({ token: ann!.accessToken }));
    const sixth = await openStream({ token: ann!.accessToken });
    expect(sixth.status).toBe(429);
    expect(sixth.headers['retry-after']).toBe('30');
    expect(sixth.refusal).toEqual({ detail: TOO_MANY_STREAMS });
    // Closing one frees its place.
    opened[opened.length - 1]!.close();
    await opened[opened.length - 1]!.ended;
    await expect.poll(async () => track(await openStream({ token: ann!.accessToken })).status, { timeout: 5000 }).toBe(200);
  });

  it('ends her stream when she logs out (her session revoked), and when her access token expires', async () => {
    const [ann] = await messagingMembers(1);
    const stream = track(await openReadyStream({ token: ann!.accessToken }));
    const loggedOut = await graphql('mutation($t: String!) { logout(refreshToken: $t) }', { t: ann!.refreshToken }, { token: ann!.accessToken });
    expect(loggedOut.body.data.logout).toBe(true);
    let ended = false;
    void stream.ended.then(() => (ended = true));
    await eventually(() => ended || undefined, 5_000, 'her stream to end after she logged out');

    const [bea] = await messagingMembers(1);
    const exp = Math.floor(Date.now() / 1000) + 3;
    const shortLived = await new SignJWT({ role: 'member', typ: 'access' })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(bea!.user.id)
      .setIssuer('momstride-accounts')
      .setAudience('momstride')
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(await importPKCS8(inject('accessTokenPrivateKey'), 'EdDSA'));
    const expiring = track(await openReadyStream({ token: shortLived }));
    await expiring.ended;
    expect(Date.now()).toBeGreaterThanOrEqual(exp * 1000);
    expect(Date.now()).toBeLessThan(exp * 1000 + 3000);
  }, 30_000);
});
