/**
 * Live message delivery across replicas: a member's streams stay open on gateway A and on gateway B (messaging's first
 * and second process) while messages are sent through the other side, or through each in turn; every stream gets
 * every message live, exactly once and in order. (Two gateways in front of one shared messaging pair is the
 * integration project's two-gateways.test.ts; here both gateways and both messaging processes are replicas.)
 */
import { afterAll, describe, expect, it } from 'vitest';
import { call, messagingMembers, openReadyStream, type StreamEvent, type TestStream } from '@momstride/testing';
import { gatewayA, gatewayB } from './sides.js';

const isMessage = (event: StreamEvent) => event.event === 'message';
/** Delivery is "within a second of the commit" (docs/contracts.md); a busy two-core machine gets some slack. */
const LIVE_MS = 2_000;

describe('live messages across replicas', () => {
  const streams: TestStream[] = [];
  afterAll(() => {
    for (const stream of streams) stream.close();
  });

  it('a stream opened through gateway A gets, live, a message sent through gateway B and its other messaging process', async () => {
    const [ann, bea] = await messagingMembers(2);
    const annOnA = await openReadyStream({ token: ann!.accessToken, baseUrl: gatewayA() });
    streams.push(annOnA);

    const sentAt = performance.now();
    const sent = await call('POST', '/api/messages', { token: bea!.accessToken, json: { recipient_id: ann!.user.id, content: 'sent through B' }, baseUrl: gatewayB() });
    expect(sent.status).toBe(201);
    const received = await annOnA.next((event) => isMessage(event) && event.data.id === sent.body.id, LIVE_MS);
    expect(received.data).toEqual(sent.body);
    expect(received.at - sentAt).toBeLessThan(LIVE_MS);
  });

  it('with her streams open on both sides, six messages sent alternately through A and B reach each stream once, in order', async () => {
    const [ann, bea] = await messagingMembers(2);
    const annOnA = await openReadyStream({ token: ann!.accessToken, baseUrl: gatewayA() });
    const annOnB = await openReadyStream({ token: ann!.accessToken, baseUrl: gatewayB() });
    const beaOnB = await openReadyStream({ token: bea!.accessToken, baseUrl: gatewayB() });
    streams.push(annOnA, annOnB, beaOnB);

    // One after another, alternately through each side: each message is written by the other messaging process.
    const sent: string[] = [];
    for (let i = 0; i < 6; i++) {
      const baseUrl = i % 2 === 0 ? gatewayA() : gatewayB();
      const reply = await call('POST', '/api/messages', { token: bea!.accessToken, json: { recipient_id: ann!.user.id, content: `message ${i}` }, baseUrl });
      expect(reply.status).toBe(201);
      sent.push(reply.body.id);
    }
    for (const stream of [annOnA, annOnB, beaOnB]) {
      // The last message arriving is the later event along the same path: a repeat of any earlier one would be in by then.
      await stream.next((event) => isMessage(event) && event.data.id === sent.at(-1), LIVE_MS);
      expect(stream.events.filter(isMessage).map((event) => event.data.id)).toEqual(sent);
    }
    // Both sides' streams number her events alike: the ids come from messaging's one per-member log.
    expect(annOnB.events.filter(isMessage).map((event) => event.id)).toEqual(annOnA.events.filter(isMessage).map((event) => event.id));
  });
});
