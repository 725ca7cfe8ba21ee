import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { call, eventually, graphql, messagingMembers, newPushDevice, pushesReceived, sendOk } from '@momstride/testing';

const register = (token: string, device: ReturnType<typeof newPushDevice>, name = 'Chromium on Linux') =>
  call('POST', '/api/push/devices', { token, json: { ...device.subscription, device: name } });

describe('REST /api/push', () => {
  it('gives the VAPID key; registers, lists and removes her devices; a test push arrives encrypted for the device', async () => {
    const [bea, ann] = await messagingMembers(2);
    const key = await call('GET', '/api/push/public-key');
    expect(key.status).toBe(200);
    expect(key.body).toEqual({ public_key: inject('stackSecrets').vapidPublicKey });

    const phone = newPushDevice();
    const registered = await register(bea!.accessToken, phone);
    expect(registered.status).toBe(201);
    expect(registered.body).toEqual({ id: expect.any(String), endpoint: phone.endpoint, device: 'Chromium on Linux', created_at: expect.any(String) });
    // Again: the same row (one per endpoint).
    expect((await register(bea!.accessToken, phone)).body.id).toBe(registered.body.id);
    expect((await call('GET', '/api/push/devices', { token: bea!.accessToken })).body.map((d: { id: string }) => d.id)).toEqual([registered.body.id]);

    const test = await call('POST', '/api/push/test', { token: bea!.accessToken });
    expect(test.status).toBe(200);
    expect(test.body).toEqual({ sent: 1, dropped: 0, failed: 0 });
    const [push] = await eventually(async () => {
      const pushes = await pushesReceived(phone);
      return pushes.length === 1 ? pushes : undefined;
    }, 10_000, 'the test push at the push service');
    expect(push!.payload).toEqual({
      title: 'MomStride',
      body: 'Push notifications work on this device. See you on the next walk!',
      url: '/settings/notifications',
      tag: 'test',
      icon: '/icons/icon-192.png',
    });
    expect(push!.headers['content-encoding']).toBe('aes128gcm');
    expect(push!.headers.ttl).toBe(String(4 * 60 * 60));
    // VAPID (RFC 8292): a JWT for the endpoint's origin, and the server's public key.
    expect(push!.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${inject('stackSecrets').vapidPublicKey}$`));
    const claims = JSON.parse(Buffer.from(push!.headers.authorization!.split(' ')[1]!.slice(2).split('.')[1]!.replace(/,$/, ''), 'base64url').toString());
    expect(claims).toMatchObject({ aud: new URL(phone.endpoint).origin, sub: 'mailto:hello@momstride.example' });

    // Someone else's device cannot be removed; hers can.
    expect((await call('DELETE', `/api/push/devices/${registered.body.id}`, { token: ann!.accessToken })).body).toEqual({ id: registered.body.id, removed: false });
    expect((await call('DELETE', `/api/push/devices/${registered.body.id}`, { token: bea!.accessToken })).body).toEqual({ id: registered.body.id, removed: true });
    expect((await call('GET', '/api/push/devices', { token: bea!.accessToken })).body).toEqual([]);
    expect((await call('POST', '/api/push/test', { token: bea!.accessToken })).body).toEqual({ sent: 0, dropped: 0, failed: 0 });
  }, 60_000);

  it('a message reaches her devices as a push while push for messages is on, and not once she turns it off', async () => {
    const [ann, bea] = await messagingMembers(2);
    const phone = newPushDevice();
    expect((await register(ann!.accessToken, phone)).status).toBe(201);
    await sendOk(bea!, ann!, 'Coffee after the walk?');
    const [push] = await eventually(async () => {
      const pushes = await pushesReceived(phone);
      return pushes.length > 0 ? pushes : undefined;
    }, 20_000, 'the message push at the push service');
    expect(push!.payload).toEqual({ title: 'New message', body: 'A member sent you a message', url: `/messages?user=${bea!.id}`, tag: 'message', icon: '/icons/icon-192.png' });

    // Push for messages off: the next message makes her in-app notification, and no push.
    const off = await call('PUT', '/api/notifications/preferences', { token: ann!.accessToken, json: { channels: { message: { in_app: true, mail: true, push: false } } } });
    expect(off.status).toBe(200);
    const [cat] = await messagingMembers(1);
    await sendOk(cat!, ann!, 'Are you joining Saturday?');
    await eventually(async () => {
      const list = await call('GET', '/api/notifications', { token: ann!.accessToken });
      return (list.body as Array<{ actor_id: string | null }>).some((notification) => notification.actor_id === cat!.id) || undefined;
    }, 20_000, "the second sender's notification");
    // A push of Cat's message would have been queued in that notification's transaction and sent right after it.
    const test = await call('POST', '/api/push/test', { token: ann!.accessToken });
    expect(test.body).toEqual({ sent: 1, dropped: 0, failed: 0 });
    const pushes = await eventually(async () => {
      const received = await pushesReceived(phone);
      return received.length === 2 ? received : undefined;
    }, 10_000, 'the test push after the first message push');
    expect(pushes.map((received) => received.payload['tag'])).toEqual(['message', 'test']);
  }, 90_000);

  it('moves a re-registered endpoint to the member who registered it last', async () => {
    const [bea, ann] = await messagingMembers(2);
    const shared = newPushDevice();
    await register(bea!.accessToken, shared);
    const moved = await register(ann!.accessToken, shared);
    expect(moved.status).toBe(201);
    expect((await call('GET', '/api/push/devices', { token: bea!.accessToken })).body).toEqual([]);
    expect((await call('GET', '/api/push/devices', { token: ann!.accessToken })).body.map((d: { endpoint: string }) => d.endpoint)).toEqual([shared.endpoint]);
  }, 60_000);

  it('drops a subscription the push service says is gone (410)', async () => {
    const [bea] = await messagingMembers(1);
    const expired = newPushDevice({ status: 410 });
    const live = newPushDevice();
    await register(bea!.accessToken, expired);
    await register(bea!.accessToken, live);
    expect((await call('POST', '/api/push/test', { token: bea!.accessToken })).body).toEqual({ sent: 1, dropped: 1, failed: 0 });
    expect((await call('GET', '/api/push/devices', { token: bea!.accessToken })).body.map((d: { endpoint: string }) => d.endpoint)).toEqual([live.endpoint]);
  }, 60_000);

  it('allows 5 test notifications per 10 minutes, then 429 with Retry-After', async () => {
    const [bea] = await messagingMembers(1);
    for (let i = 0; i < 5; i++) expect((await call('POST', '/api/push/test', { token: bea!.accessToken })).status).toBe(200);
    const refused = await call('POST', '/api/push/test', { token: bea!.accessToken });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  }, 60_000);

  it('refuses endpoints that are not https push services, malformed keys, and anonymous callers', async () => {
    const [bea] = await messagingMembers(1);
    const device = newPushDevice();
    const refused = async (json: unknown) => call('POST', '/api/push/devices', { token: bea!.accessToken, json });
    const http = await refused({ ...device.subscription, endpoint: 'http://push.example.com/send/1' });
    expect(http.status).toBe(400);
    expect(http.body.detail).toBe('The subscription endpoint must be an https:// URL of a push service');
    expect((await refused({ ...device.subscription, endpoint: 'https://127.0.0.1/send/1' })).status).toBe(400);
    expect((await refused({ endpoint: device.endpoint, keys: { p256dh: 'short', auth: device.subscription.keys.auth } })).body.detail).toMatch(/keys are not valid/);
    expect((await refused({ endpoint: device.endpoint })).status).toBe(422);
    expect((await call('POST', '/api/push/devices', { json: device.subscription })).status).toBe(401);
    expect((await call('GET', '/api/push/devices')).status).toBe(401);
    expect((await call('DELETE', `/api/push/devices/${randomUUID()}`, { token: bea!.accessToken })).body.removed).toBe(false);
  }, 60_000);
});

describe('GraphQL push', () => {
  it('pushPublicKey, registerPushDevice, myPushDevices, sendTestPush, removePushDevice by endpoint', async () => {
    const [bea] = await messagingMembers(1);
    const device = newPushDevice();
    const token = { token: bea!.accessToken };
    expect((await graphql('{ pushPublicKey }')).body.data).toEqual({ pushPublicKey: inject('stackSecrets').vapidPublicKey });
    const input = { endpoint: device.endpoint, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth, device: 'Firefox' };
    const added = await graphql('mutation($input: PushDeviceInput!) { registerPushDevice(input: $input) { id endpoint device } }', { input }, token);
    expect(added.body.data.registerPushDevice).toEqual({ id: expect.any(String), endpoint: device.endpoint, device: 'Firefox' });
    expect((await graphql('{ myPushDevices { id } }', {}, token)).body.data.myPushDevices).toEqual([{ id: added.body.data.registerPushDevice.id }]);
    expect((await graphql('mutation { sendTestPush { sent dropped failed } }', {}, token)).body.data.sendTestPush).toEqual({ sent: 1, dropped: 0, failed: 0 });
    await eventually(async () => ((await pushesReceived(device)).length === 1 ? true : undefined), 10_000, 'the push');
    expect((await graphql('mutation($e: String) { removePushDevice(endpoint: $e) }', { e: device.endpoint }, token)).body.data).toEqual({ removePushDevice: true });
    const anonymous = await graphql('{ myPushDevices { id } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  }, 60_000);
});
