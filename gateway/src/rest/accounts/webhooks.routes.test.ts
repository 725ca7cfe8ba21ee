import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type ReceivedWebhook } from '@momstride/testing/setup/webhook-receiver';
import { call, eventually, loginOwner, queryRows, registerMember, repoRoot, subgraphDatabaseUrl, uniqueEmail } from '@momstride/testing';

/**
 * /api/admin/webhooks end to end: endpoints registered over REST, real domain events (a member registers, a shopper
 * checks out) delivered to the test stack's loopback receiver, each signature checked by implementations that share
 * no code with the server's: the Python, Node.js and openssl recipes of docs/webhooks.md, run as they are, and WebCrypto.
 */

const receiver = () => inject('webhookReceiverUrl');
const hookUrl = (name: string, query = '') => `${receiver()}/hooks/${name}${query}`;
const receivedBy = async (name: string): Promise<ReceivedWebhook[]> => (await fetch(`${receiver()}/received/${name}`)).json() as Promise<ReceivedWebhook[]>;
const bodyOf = (request: ReceivedWebhook): Buffer => Buffer.from(request.bodyBase64, 'base64');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const jsonOf = (request: ReceivedWebhook): any => JSON.parse(bodyOf(request).toString('utf8'));

/** Asks the receiver until `pick` finds what a test waits for (events are delivered asynchronously). */
const waitFor = <T>(name: string, pick: (requests: ReceivedWebhook[]) => T | undefined, what: string, timeoutMs = 30_000): Promise<T> =>
  eventually(async () => pick(await receivedBy(name)), timeoutMs, what);

/** A fenced block of docs/webhooks.md: the first ```lang block that contains `marker`. */
function docBlock(lang: string, marker: string): string {
  const doc = readFileSync(join(repoRoot, 'docs', 'webhooks.md'), 'utf8');
  const block = [...doc.matchAll(new RegExp('```' + lang + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]!).find((code) => code.includes(marker));
  if (!block) throw new Error(`docs/webhooks.md has no ${lang} block with ${marker}`);
  return block;
}

/** The Python recipe of the docs, run by python3 on the raw body and header as received. */
function pythonVerifies(body: Buffer, header: string, secret: string): boolean {
  const harness = `${docBlock('python', 'def verify_signature')}
import base64, os
raw = base64.b64decode(os.environ["BODY_B64"])
print("valid" if verify_signature(raw, os.environ["SIGNATURE"], os.environ["SECRET"]) else "invalid")
`;
  const out = execFileSync('python3', ['-c', harness], { env: { ...process.env, BODY_B64: body.toString('base64'), SIGNATURE: header, SECRET: secret }, encoding: 'utf8' });
  return out.trim() === 'valid';
}

/** The Node.js recipe of the docs, run by node as a module of its own on the raw body and header. */
function nodeRecipeVerifies(body: Buffer, header: string, secret: string): boolean {
  const dir = mkdtempSync(join(tmpdir(), 'webhook-node-'));
  try {
    const harness = `${docBlock('js', 'export function verifySignature')}
const raw = Buffer.from(process.env.BODY_B64, 'base64');
console.log(verifySignature(raw, process.env.SIGNATURE, process.env.SECRET) ? 'valid' : 'invalid');
`;
    writeFileSync(join(dir, 'verify.mjs'), harness);
    const out = execFileSync(process.execPath, [join(dir, 'verify.mjs')], { env: { ...process.env, BODY_B64: body.toString('base64'), SIGNATURE: header, SECRET: secret }, encoding: 'utf8' });
    return out.trim() === 'valid';
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The docs' openssl shell lines, run by sh with the body in body.json. */
function opensslVerifies(body: Buffer, header: string, secret: string): boolean {
  const [, t, v1] = /^t=(\d+),v1=([0-9a-f]+)$/.exec(header) ?? [];
  const dir = mkdtempSync(join(tmpdir(), 'webhook-openssl-'));
  try {
    writeFileSync(join(dir, 'body.json'), body);
    const out = execFileSync('sh', ['-c', `${docBlock('sh', 'openssl dgst')}\ntrue`], { cwd: dir, env: { ...process.env, t, v1, WEBHOOK_SECRET: secret }, encoding: 'utf8' });
    return out.includes('signature ok');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The docs' recipe with WebCrypto (crypto.subtle), written from the docs alone. */
async function webCryptoVerifies(body: Buffer, header: string, secret: string): Promise<boolean> {
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string]);
  const t = parts.find(([name]) => name === 't')?.[1];
  const signatures = parts.filter(([name]) => name === 'v1').map(([, value]) => value);
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const message = Buffer.concat([Buffer.from(`${t}.`), body]);
  const mac = Buffer.from(await crypto.subtle.sign('HMAC', key, message)).toString('hex');
  return signatures.includes(mac) && Math.abs(Date.now() / 1000 - Number(t)) <= 300;
}

async function expectSignedBy(request: ReceivedWebhook, secret: string): Promise<void> {
  const header = request.headers['momstride-signature']!;
  expect(header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  expect(pythonVerifies(bodyOf(request), header, secret)).toBe(true);
  expect(opensslVerifies(bodyOf(request), header, secret)).toBe(true);
  expect(nodeRecipeVerifies(bodyOf(request), header, secret)).toBe(true);
  expect(await webCryptoVerifies(bodyOf(request), header, secret)).toBe(true);
  // And each of them refuses a changed body or another secret (so they can fail).
  const tampered = Buffer.from(bodyOf(request).toString('utf8').replace('"data":{', '"data":{"x":1,'));
  expect(pythonVerifies(tampered, header, secret)).toBe(false);
  expect(opensslVerifies(tampered, header, secret)).toBe(false);
  expect(nodeRecipeVerifies(tampered, header, secret)).toBe(false);
  expect(await webCryptoVerifies(bodyOf(request), header, `${secret}x`)).toBe(false);
}

const owner = () => loginOwner();
const endpointsToRemove: string[] = [];
afterAll(async () => {
  const { accessToken } = await owner();
  for (const id of endpointsToRemove) await call('DELETE', `/api/admin/webhooks/${id}`, { token: accessToken });
});

async function register(token: string, url: string, events: string[]) {
  const created = await call('POST', '/api/admin/webhooks', { token, json: { url, events } });
  expect(created.status, created.text).toBe(201);
  endpointsToRemove.push(created.body.id);
  return created.body as { id: string; secret: string };
}

async function placeOrder(): Promise<{ reference: string; email: string }> {
  const products = (await call('GET', '/api/products?limit=50')).body.products as Array<{ id: string; title: string; variants: Array<{ id: string; is_enabled: boolean }> }>;
  const tee = products.find((product) => product.title === 'Walk Together Tee')!;
  const variant = tee.variants.find((entry) => entry.is_enabled)!;
  const session = randomUUID();
  expect((await call('POST', `/api/cart/${session}/items`, { json: { product_id: tee.id, variant_id: variant.id, quantity: 1 } })).status).toBe(200);
  const email = uniqueEmail('webhook-shopper');
  const form = { firstName: 'Dana', lastName: 'Reyes', email, phone: '', address1: '12 Elm Street', address2: '', city: 'Austin', region: 'TX', zip: '78701', country: 'US' };
  const placed = await call('POST', `/api/cart/${session}/checkout`, { json: form });
  expect(placed.status, placed.text).toBe(201);
  return { reference: placed.body.reference, email };
}

/**
 * Walks an endpoint's deliveries five at a time (newest first) until `deliveryId` shows. Deliveries that arrive
 * meanwhile only push it further down, onto a page still to come.
 */
async function findDelivery(token: string, endpointId: string, deliveryId: string) {
  for (let offset = 0; offset < 500; offset += 5) {
    const page = await call('GET', `/api/admin/webhooks/${endpointId}/deliveries?limit=5&offset=${offset}`, { token });
    expect(page.status).toBe(200);
    const deliveries = page.body as Array<{ id: string }>;
    expect(deliveries.length).toBeLessThanOrEqual(5);
    const found = deliveries.find((delivery) => delivery.id === deliveryId);
    if (found) return found;
    if (deliveries.length < 5) break;
  }
  throw new Error(`delivery ${deliveryId} is on no page of endpoint ${endpointId}`);
}

describe('REST /api/admin/webhooks', () => {
  it('creates (201, the secret once), lists, reads, changes, tests, rotates and deletes, in snake_case', async () => {
    const { accessToken: token } = await owner();
    const name = `rest-${randomUUID()}`;
    const created = await call('POST', '/api/admin/webhooks', { token, json: { url: hookUrl(name), description: 'Shop tools', events: ['order.placed', 'member.joined'] } });
    expect(created.status).toBe(201);
    endpointsToRemove.push(created.body.id);
    expect(Object.keys(created.body).sort()).toEqual(['auto_disabled_at', 'created_at', 'description', 'enabled', 'events', 'failing_since', 'id', 'last_delivery', 'previous_secret_expires_at', 'previous_secret_prefix', 'secret', 'secret_prefix', 'turns_off_at', 'updated_at', 'url']);
    expect(created.body).toMatchObject({ url: hookUrl(name), description: 'Shop tools', events: ['order.placed', 'member.joined'], enabled: true, last_delivery: null, failing_since: null, turns_off_at: null, auto_disabled_at: null, previous_secret_prefix: null });
    expect(created.body.secret).toMatch(/^whsec_/);
    const id = created.body.id as string;

    const list = await call('GET', '/api/admin/webhooks', { token });
    expect(list.status).toBe(200);
    const listed = list.body.find((entry: { id: string }) => entry.id === id);
    expect(listed).toMatchObject({ id, secret_prefix: created.body.secret_prefix });
    expect(listed.secret).toBeUndefined();

    const tested = await call('POST', `/api/admin/webhooks/${id}/test`, { token });
    expect(tested.status).toBe(200);
    expect(tested.body).toMatchObject({ event: 'ping', status: 'succeeded', attempt_count: 1, response_status: 200, error: null, next_attempt_at: null });
    expect(tested.body.attempts).toEqual([{ number: 1, at: expect.any(String), response_status: 200, error: null, duration_ms: expect.any(Number), response_snippet: 'ok' }]);
    // Found by id: members joining and orders placed by other test files reach this endpoint too.
    const ping = (await receivedBy(name)).find((request) => request.headers['momstride-delivery'] === tested.body.id);
    expect(jsonOf(ping!)).toMatchObject({ id: tested.body.id, type: 'ping' });
    await expectSignedBy(ping!, created.body.secret);

    // Members joining elsewhere in the run may be delivered here after the ping, so the ping is not always among the
    // newest few: the pages of five are walked until it shows, and each page must continue the one before it.
    const one = await call('GET', `/api/admin/webhooks/${id}`, { token });
    expect(one.body).toMatchObject({ id, recent_deliveries: expect.any(Array) });
    expect(one.body.recent_deliveries.length).toBeGreaterThan(0);
    expect(one.body.last_delivery).toEqual(one.body.recent_deliveries[0]);
    const createdAts = one.body.recent_deliveries.map((delivery: { created_at: string }) => delivery.created_at);
    expect(createdAts).toEqual([...createdAts].sort().reverse());
    const paged = await findDelivery(token, id, tested.body.id);
    expect(paged).toMatchObject({ id: tested.body.id, event: 'ping', status: 'succeeded', payload: bodyOf(ping!).toString('utf8') });

    const patched = await call('PATCH', `/api/admin/webhooks/${id}`, { token, json: { events: ['review.posted'], enabled: false, description: null } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ events: ['review.posted'], enabled: false, description: '' });

    // A rotation: the new secret signs at once, the old one too for 24 hours (a second v1), so receivers can switch.
    const rotated = await call('POST', `/api/admin/webhooks/${id}/rotate-secret`, { token });
    expect(rotated.body.secret).toMatch(/^whsec_/);
    expect(rotated.body.secret).not.toBe(created.body.secret);
    expect(rotated.body.previous_secret_prefix).toBe(created.body.secret_prefix);
    const overlapHours = (Date.parse(rotated.body.previous_secret_expires_at) - Date.now()) / 3_600_000;
    expect(overlapHours).toBeGreaterThan(23.9);
    expect(overlapHours).toBeLessThanOrEqual(24);
    const signedTest = async () => {
      const sent = await call('POST', `/api/admin/webhooks/${id}/test`, { token });
      const request = (await receivedBy(name)).find((one) => one.headers['momstride-delivery'] === sent.body.id)!;
      return { body: bodyOf(request), header: request.headers['momstride-signature']! };
    };
    const during = await signedTest();
    expect(during.header).toMatch(/^t=\d+,v1=[0-9a-f]{64},v1=[0-9a-f]{64}$/);
    for (const secret of [rotated.body.secret, created.body.secret]) {
      expect(pythonVerifies(during.body, during.header, secret)).toBe(true);
      expect(nodeRecipeVerifies(during.body, during.header, secret)).toBe(true);
      expect(await webCryptoVerifies(during.body, during.header, secret)).toBe(true);
    }
    expect(pythonVerifies(during.body, during.header, `${created.body.secret}x`)).toBe(false);

    // Ending the overlap early: only the new secret signs.
    const dropped = await call('PATCH', `/api/admin/webhooks/${id}`, { token, json: { drop_previous_secret: true } });
    expect(dropped.body).toMatchObject({ previous_secret_prefix: null, previous_secret_expires_at: null });
    const after = await signedTest();
    expect(after.header).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(pythonVerifies(after.body, after.header, rotated.body.secret)).toBe(true);
    expect(pythonVerifies(after.body, after.header, created.body.secret)).toBe(false);

    // A leaked secret: keep_old_secret_hours 0 stops it at once; more than 72 hours is refused.
    const leaked = await call('POST', `/api/admin/webhooks/${id}/rotate-secret`, { token, json: { keep_old_secret_hours: 0 } });
    expect(leaked.body).toMatchObject({ previous_secret_prefix: null, previous_secret_expires_at: null });
    const once = await signedTest();
    expect(pythonVerifies(once.body, once.header, leaked.body.secret)).toBe(true);
    expect(pythonVerifies(once.body, once.header, rotated.body.secret)).toBe(false);
    const tooLong = await call('POST', `/api/admin/webhooks/${id}/rotate-secret`, { token, json: { keep_old_secret_hours: 73 } });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'keep_old_secret_hours'], msg: 'How long the old secret keeps signing too must be 0 to 72 hours', input: 73 })]);

    expect((await call('DELETE', `/api/admin/webhooks/${id}`, { token })).body).toEqual({ message: 'Webhook endpoint deleted' });
    expect((await call('GET', `/api/admin/webhooks/${id}`, { token })).body).toEqual({ detail: 'Webhook endpoint not found' });
    expect((await call('POST', `/api/admin/webhooks/${id}/test`, { token })).status).toBe(404);
  });

  it('answers 422 with a detail per field, 403 to members and 401 without a token', async () => {
    const { accessToken: token } = await owner();
    const local = await call('POST', '/api/admin/webhooks', { token, json: { url: 'http://169.254.169.254/latest', events: ['member.joined'] } });
    expect(local.status).toBe(422);
    expect(local.body.detail).toEqual([
      expect.objectContaining({ loc: ['body', 'url'], msg: 'This address is private or local; webhooks can only go to public hosts' }),
    ]);
    const none = await call('POST', '/api/admin/webhooks', { token, json: { url: hookUrl('none'), events: [] } });
    expect(none.status).toBe(422);
    expect(none.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'events'], msg: 'Choose at least one event' })]);
    const unknown = await call('POST', '/api/admin/webhooks', { token, json: { url: hookUrl('none'), events: ['user.deleted'] } });
    expect(unknown.status).toBe(422);
    const member = await registerMember();
    const forbidden = await call('GET', '/api/admin/webhooks', { token: member.accessToken });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ detail: 'Admin access required' });
    expect((await call('POST', '/api/admin/webhooks', { token: member.accessToken, json: { url: hookUrl('m'), events: ['member.joined'] } })).status).toBe(403);
    expect((await call('GET', '/api/admin/webhooks')).status).toBe(401);
  });

  it('"send test" to an endpoint that never answers fails after 7 s with the reason (the answer comes within the gateway\'s 10 s)', async () => {
    const { accessToken: token } = await owner();
    const { id } = await register(token, hookUrl(`hang-${randomUUID()}`, '?hang=1'), ['order.placed']);
    await call('PATCH', `/api/admin/webhooks/${id}`, { token, json: { enabled: false } });
    const tested = await call('POST', `/api/admin/webhooks/${id}/test`, { token });
    expect(tested.status, tested.text).toBe(200);
    expect(tested.body).toMatchObject({ event: 'ping', status: 'failed', attempt_count: 1, response_status: null, error: 'No answer within 7 seconds' });
    expect(tested.body.attempts[0].duration_ms).toBeGreaterThanOrEqual(7000);
  });
});

describe('webhook deliveries of real events', () => {
  it('a new member and a new order reach the receiver as signed JSON with the documented headers', async () => {
    const { accessToken: token } = await owner();
    const name = `events-${randomUUID()}`;
    const { secret } = await register(token, hookUrl(name), ['member.joined', 'order.placed']);

    const member = await registerMember({ firstName: 'Wren', lastName: `Hook${randomUUID().slice(0, 6)}` });
    const joined = await waitFor(name, (requests) => requests.find((request) => jsonOf(request).type === 'member.joined' && jsonOf(request).data.id === member.user.id), 'member.joined');
    expect(joined.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'MomStride-Webhooks/1',
      'momstride-event': 'member.joined',
      'momstride-delivery': jsonOf(joined).id,
    });
    expect(jsonOf(joined)).toEqual({
      id: expect.any(String),
      type: 'member.joined',
      created_at: expect.any(String),
      data: { id: member.user.id, first_name: 'Wren', last_name: member.user.last_name, business_name: null, joined_at: expect.any(String) },
    });
    expect(bodyOf(joined).toString('utf8')).not.toContain(member.email);
    await expectSignedBy(joined, secret);

    const order = await placeOrder();
    const placed = await waitFor(name, (requests) => requests.find((request) => jsonOf(request).type === 'order.placed' && jsonOf(request).data.reference === order.reference), 'order.placed');
    expect(placed.headers['momstride-event']).toBe('order.placed');
    expect(jsonOf(placed).data).toMatchObject({
      reference: order.reference,
      customer: { first_name: 'Dana', last_name: 'Reyes', email: order.email },
      lines: [expect.objectContaining({ title: 'Walk Together Tee', quantity: 1 })],
      subtotal_cents: expect.any(Number),
      subtotal_display: expect.stringMatching(/^\$\d+\.\d\d$/),
    });
    await expectSignedBy(placed, secret);
  });

  it('review.posted: a new review is announced once; her edit of it is not', async () => {
    const { accessToken: token } = await owner();
    const name = `reviews-${randomUUID()}`;
    const { secret } = await register(token, hookUrl(name), ['review.posted']);
    const ann = await registerMember();
    const review = (member: { accessToken: string }, title: string) =>
      call('POST', '/api/reviews', { token: member.accessToken, json: { review_type: 'community', rating: 5, title, content: 'Lovely people, lovely walks.' } });
    const first = await review(ann, 'Great group');
    expect(first.status, first.text).toBeLessThan(300);
    expect((await review(ann, 'Great group, edited')).status).toBeLessThan(300);
    const ofAnn = (requests: ReceivedWebhook[]) => requests.filter((request) => jsonOf(request).data.reviewer_id === ann.user.id);
    const [announced] = await waitFor(name, (requests) => (ofAnn(requests).length > 0 ? ofAnn(requests) : undefined), 'review.posted');
    expect(jsonOf(announced!)).toMatchObject({
      type: 'review.posted',
      data: { id: first.body.id, reviewer_id: ann.user.id, review_type: 'community', target_id: 'community', rating: 5, title: 'Great group' },
    });
    await expectSignedBy(announced!, secret);
    // Her edit recorded no second review.posted (read in media-reviews' outbox, where every domain event starts).
    const recorded = await queryRows<{ n: number }>(
      subgraphDatabaseUrl('media-reviews'),
      "select count(*)::int as n from domain_event_outbox where name = 'review.posted' and payload->>'reviewerId' = $1",
      [ann.user.id],
    );
    expect(recorded).toEqual([{ n: 1 }]);
    expect(ofAnn(await receivedBy(name))).toHaveLength(1);
  });

  it('a receiver that fails twice (500) gets the same delivery again with growing delays, then it succeeds; every attempt is logged', async () => {
    const { accessToken: token } = await owner();
    const name = `flaky-${randomUUID()}`;
    const { id, secret } = await register(token, hookUrl(name, '?fail=2'), ['order.placed']);
    const order = await placeOrder();
    const tries = await waitFor(
      name,
      (requests) => {
        const ours = requests.filter((request) => jsonOf(request).data?.reference === order.reference);
        return ours.length >= 3 ? ours : undefined;
      },
      'three attempts of the order webhook',
      60_000,
    );
    // The same delivery, byte for byte, each attempt freshly signed.
    expect(new Set(tries.map((request) => request.headers['momstride-delivery'])).size).toBe(1);
    expect(new Set(tries.map((request) => request.bodyBase64)).size).toBe(1);
    for (const request of tries) await expectSignedBy(request, secret);
    const deliveryId = tries[0]!.headers['momstride-delivery'];
    const delivery = await eventually(
      async () => {
        const list = await call('GET', `/api/admin/webhooks/${id}/deliveries?limit=100`, { token });
        return list.body.find((entry: { id: string; status: string }) => entry.id === deliveryId && entry.status === 'succeeded');
      },
      10_000,
      'the delivery to be recorded as succeeded',
    );
    expect(delivery).toMatchObject({ event: 'order.placed', status: 'succeeded', attempt_count: 3, response_status: 200, error: null, next_attempt_at: null });
    expect(delivery.attempts.map((attempt: { number: number; response_status: number; error: string | null; response_snippet: string }) => [attempt.number, attempt.response_status, attempt.error, attempt.response_snippet])).toEqual([
      [1, 500, 'The endpoint answered 500', 'boom'],
      [2, 500, 'The endpoint answered 500', 'boom'],
      [3, 200, null, 'ok'],
    ]);
    // Backoff (WEBHOOK_RETRY_BASE_SECONDS=1 on the test stack): the first retry waits 1–2 s, the second 2–4 s.
    const [first, second, third] = delivery.attempts.map((attempt: { at: string }) => Date.parse(attempt.at)) as [number, number, number];
    expect(second - first).toBeGreaterThanOrEqual(1000);
    expect(third - second).toBeGreaterThanOrEqual(2000);

    // Redelivery: the same event as a new delivery (a new id), through the queue (it fails twice again, then succeeds).
    const again = await call('POST', `/api/admin/webhook-deliveries/${deliveryId}/redeliver`, { token });
    expect(again.status, again.text).toBe(202);
    expect(again.body).toMatchObject({ event: 'order.placed', status: 'pending', attempt_count: 0, attempts: [] });
    expect(again.body.id).not.toBe(deliveryId);
    const original = jsonOf(tries[0]!);
    expect(JSON.parse(again.body.payload)).toEqual({ ...original, id: again.body.id });
    const resent = await waitFor(name, (requests) => requests.find((request) => request.headers['momstride-delivery'] === again.body.id), 'the redelivery', 60_000);
    expect(jsonOf(resent).data).toEqual(original.data);
    await expectSignedBy(resent, secret);
    expect((await call('POST', `/api/admin/webhook-deliveries/${randomUUID()}/redeliver`, { token })).body).toEqual({ detail: 'Webhook delivery not found' });
    const member = await registerMember();
    expect((await call('POST', `/api/admin/webhook-deliveries/${deliveryId}/redeliver`, { token: member.accessToken })).status).toBe(403);
  });
});
