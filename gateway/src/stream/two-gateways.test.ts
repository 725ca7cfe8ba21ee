/**
 * The live stream with two replicas of each part on one database: a second messaging process (the stack's messaging
 * database and domain-event queue) and a second gateway that sends every messaging call to it, both started here as the
 * stack starts its processes. A member connected to one gets what is sent through the other.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { subgraphEnv } from '../../../scripts/lib/stack.js';
import {
  call,
  freePort,
  gatewayUrl,
  messagingMembers,
  openReadyStream,
  repoRoot,
  type ServiceProcess,
  spawnService,
  startExtraGateway,
  stopService,
  type StreamEvent,
  subgraphs,
  subgraphUrlsEnv,
  type TestStream,
  waitUntilReady,
  workspaceOf,
} from '@momstride/testing';

const isMessage = (event: StreamEvent) => event.event === 'message';

describe('the live stream with two gateways and two messaging processes', () => {
  const services: ServiceProcess[] = [];
  const streams: TestStream[] = [];
  let gatewayB = '';

  beforeAll(async () => {
    const messaging = subgraphs.find((subgraph) => subgraph.name === 'messaging')!;
    const messagingPort = await freePort();
    const messagingB = spawnService({
      name: 'messaging-b',
      script: join(repoRoot, workspaceOf(messaging), 'dist', 'index.js'),
      cwd: repoRoot,
      env: subgraphEnv(
        {
          serverDatabaseUrl: inject('serverDatabaseUrl'),
          secrets: inject('stackSecrets'),
          subgraphPorts: { messaging: messagingPort },
          outboxDir: inject('outboxDir'),
          mediaDir: inject('mediaDir'),
          seedDemoData: false,
          nodeEnv: 'test',
          env: { LOG_LEVEL: 'fatal' },
        },
        messaging,
      ),
    });
    services.push(messagingB);
    const messagingBUrl = `http://127.0.0.1:${messagingPort}`;
    await waitUntilReady(`${messagingBUrl}/readyz`, messagingB);

    const gateway = await startExtraGateway('gateway-b', { SUBGRAPH_URLS: subgraphUrlsEnv({ ...inject('subgraphUrls'), messaging: messagingBUrl }) });
    services.push(gateway.service);
    gatewayB = gateway.baseUrl;
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    for (const service of services.reverse()) await stopService(service);
  });

  it('a member connected to gateway B gets, within a second, a message sent through gateway A, and the other way round', async () => {
    const [ann, bea] = await messagingMembers(2);
    const annOnB = await openReadyStream({ token: ann!.accessToken, baseUrl: gatewayB });
    const beaOnA = await openReadyStream({ token: bea!.accessToken });
    streams.push(annOnB, beaOnA);

    const sentAt = performance.now();
    const viaA = await call('POST', '/api/messages', { token: bea!.accessToken, json: { recipient_id: ann!.user.id, content: 'through A' } });
    expect(viaA.status).toBe(201);
    const onB = await annOnB.next(isMessage, 1000);
    expect(onB.at - sentAt).toBeLessThan(1000);
    expect(onB.data).toEqual(viaA.body);

    const viaB = await call('POST', '/api/messages', { token: ann!.accessToken, json: { recipient_id: bea!.user.id, content: 'through B' }, baseUrl: gatewayB });
    expect(viaB.status).toBe(201);
    expect((await beaOnA.next((event) => isMessage(event) && event.data.id === viaB.body.id, 1000)).data).toEqual(viaB.body);
  });

  it('a stream resumed on the other gateway replays what was missed', async () => {
    const [ann, bea] = await messagingMembers(2);
    const onB = await openReadyStream({ token: ann!.accessToken, baseUrl: gatewayB });
    streams.push(onB);
    await call('POST', '/api/messages', { token: bea!.accessToken, json: { recipient_id: ann!.user.id, content: 'first' } });
    const seen = await onB.next(isMessage);
    onB.close();
    await onB.ended;
    const missed = await call('POST', '/api/messages', { token: bea!.accessToken, json: { recipient_id: ann!.user.id, content: 'while away' }, baseUrl: gatewayB });

    const onA = await openReadyStream({ token: ann!.accessToken, lastEventId: seen.id!, baseUrl: gatewayUrl() });
    streams.push(onA);
    expect(onA.ready.data).toEqual({ resumed: true });
    expect((await onA.next(isMessage)).data).toEqual(missed.body);
  });
});
