import { createHmac, randomUUID } from 'node:crypto';
import { createLogger, createOrmConfig, initOrm, startEventBus, type EventBus } from '@momstride/kit';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  domainEventsDatabaseUrl,
  errorOf,
  eventually,
  mailsTo,
  OWNER_ID,
  OWNER_VIEWER,
  registerUser,
  subgraph,
  viewerOf,
} from '@momstride/testing';
import { type ReceivedWebhook } from '@momstride/testing/setup/webhook-receiver';
import { entities } from '../../entities.js';
import { pruneStaleRows } from '../housekeeping/prune-stale-rows.js';
import { WEBHOOK_QUEUE } from './webhook-queue.js';
import { sealPlaintextSecrets, WEBHOOK_DELIVERY_RETENTION_DAYS } from './webhook.store.js';
import { WEBHOOK_FAILING_DAYS_BEFORE_OFF } from './webhook-failing.js';

const accounts = subgraph('accounts');

const ENDPOINT_FIELDS = 'id url description events enabled secretPrefix createdAt updatedAt';
const DELIVERY_FIELDS = 'id event status attemptCount createdAt nextAttemptAt responseStatus error durationMs payload attempts { number at responseStatus error durationMs responseSnippet }';
const CREATE = `mutation($input: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $input) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
const UPDATE = `mutation($id: ID!, $input: UpdateWebhookEndpointInput!) { updateWebhookEndpoint(id: $id, input: $input) { ${ENDPOINT_FIELDS} } }`;
const DELETE = 'mutation($id: ID!) { deleteWebhookEndpoint(id: $id) }';
const ROTATE = `mutation($id: ID!) { rotateWebhookSecret(id: $id) { secret endpoint { ${ENDPOINT_FIELDS} } } }`;
const TEST = `mutation($id: ID!) { sendWebhookTest(id: $id) { ${DELIVERY_FIELDS} } }`;
const LIST = `{ webhookEndpoints { ${ENDPOINT_FIELDS} lastDelivery { id } } }`;
const ONE = `query($id: ID!) { webhookEndpoint(id: $id) { ${ENDPOINT_FIELDS} lastDelivery { id } deliveries { ${DELIVERY_FIELDS} } } }`;

interface Endpoint {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  secretPrefix: string;
}
interface Delivery {
  id: string;
  event: string;
  status: string;
  attemptCount: number;
  responseStatus: number | null;
  error: string | null;
  nextAttemptAt: string | null;
  payload: string;
  attempts: Array<{ number: number; at: string; responseStatus: number | null; error: string | null; durationMs: number; responseSnippet: string | null }>;
}

const PRIVATE = 'This address is private or local; webhooks can only go to public hosts';
const FORBIDDEN = { code: 'FORBIDDEN', message: 'Admin access required' };

const receiver = () => inject('webhookReceiverUrl');
const hookUrl = (name: string, query = '') => `${receiver()}/hooks/${name}${query}`;
const receivedBy = async (name: string): Promise<ReceivedWebhook[]> => (await fetch(`${receiver()}/received/${name}`)).json() as Promise<ReceivedWebhook[]>;

async function createEndpoint(url: string, events: string[] = ['order_placed']): Promise<{ endpoint: Endpoint; secret: string }> {
  const data = await accounts.gqlOk<{ createWebhookEndpoint: { endpoint: Endpoint; secret: string } }>(CREATE, { input: { url, events } }, OWNER_VIEWER);
  return data.createWebhookEndpoint;
}

/**
 * An endpoint that receives tests only: disabled (a ping is sent all the same), so the orders other test files place
 * meanwhile do not reach it.
 */
async function createTestOnlyEndpoint(url: string): Promise<{ endpoint: Endpoint; secret: string }> {
  const created = await createEndpoint(url);
  endpointsToRemove.push(created.endpoint.id);
  await accounts.gqlOk(UPDATE, { id: created.endpoint.id, input: { enabled: false } }, OWNER_VIEWER);
  return created;
}

const endpointsToRemove: string[] = [];
afterAll(async () => {
  // Other test files keep placing orders: leave no endpoint behind to receive them.
  for (const id of endpointsToRemove) await accounts.gql(DELETE, { id }, OWNER_VIEWER);
});

describe('registering a webhook endpoint', () => {
  it('refuses private, loopback, link-local and unresolvable targets, and non-https URLs, with a message per field', async () => {
    const refused: Array<[string, string]> = [
      ['http://127.0.0.1/hook', PRIVATE],
      ['https://127.0.0.1:8443/hook', PRIVATE],
      ['http://10.0.0.1/hook', PRIVATE],
      ['https://192.168.1.20/hook', PRIVATE],
      ['http://169.254.169.254/latest/meta-data/', PRIVATE],
      ['http://[::1]/hook', PRIVATE],
      ['https://[fd12:3456::1]/hook', PRIVATE],
      ['https://[fe80::1]/hook', PRIVATE],
      ['https://[::ffff:127.0.0.1]/hook', PRIVATE],
      ['https://[::ffff:a9fe:a9fe]/hook', PRIVATE],
      ['https://[64:ff9b:1::a9fe:a9fe]/hook', PRIVATE], // local-use NAT64 of the metadata address
      ['https://93.184.215.14:8443/hook', 'Leave the port out (webhooks go to port 443, or 80)'], // public, but another port
      ['https://93.184.215.14:22/hook', 'Leave the port out (webhooks go to port 443, or 80)'],
      ['https://localhost/hook', PRIVATE], // a name that resolves to loopback
      ['https://no-such-host.invalid/hook', 'The host name could not be resolved'],
      ['http://93.184.215.14/hook', 'Enter an https:// URL'], // public, but plain http
      ['ftp://93.184.215.14/hook', 'Enter an https:// URL'],
      ['not a url', 'Enter an https:// URL'],
      ['https://user:secret@93.184.215.14/hook', 'Leave the user name and password out of the URL'],
      [`https://93.184.215.14/${'a'.repeat(2048)}`, 'The URL can be at most 2048 characters'],
    ];
    for (const [url, message] of refused) {
      const result = await accounts.gql(CREATE, { input: { url, events: ['member_joined'] } }, OWNER_VIEWER);
      expect(errorOf(result), url).toEqual({ code: 'BAD_USER_INPUT', message });
      expect(result.errors?.[0]?.extensions?.fields, url).toEqual([{ field: 'url', message }]);
    }
    const noEvents = await accounts.gql(CREATE, { input: { url: hookUrl('x'), events: [] } }, OWNER_VIEWER);
    expect(noEvents.errors?.[0]?.extensions?.fields).toEqual([{ field: 'events', message: 'Choose at least one event' }]);
    // Nothing was stored.
    const stored = await accounts.withDatabase(async (client) => (await client.query("select count(*)::int as n from webhook_endpoints where url like '%no-such-host%' or url like '%127.0.0.1/hook%'")).rows[0].n);
    expect(stored).toBe(0);
  });

  it('creates, lists, changes, rotates the secret of and deletes an endpoint; the secret is shown whole only at creation and rotation', async () => {
    const created = await createEndpoint(hookUrl(`crud-${randomUUID()}`), ['order_placed', 'member_joined', 'order_placed']);
    endpointsToRemove.push(created.endpoint.id);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(created.endpoint).toMatchObject({ events: ['order_placed', 'member_joined'], enabled: true, description: '', secretPrefix: `${created.secret.slice(0, 10)}…` });
    const listed = await accounts.gqlOk<{ webhookEndpoints: Array<Endpoint & { lastDelivery: null }> }>(LIST, {}, OWNER_VIEWER);
    expect(listed.webhookEndpoints.find((endpoint) => endpoint.id === created.endpoint.id)).toMatchObject({ lastDelivery: null });
    expect(JSON.stringify(listed)).not.toContain(created.secret);

    const updated = await accounts.gqlOk<{ updateWebhookEndpoint: Endpoint }>(
      UPDATE,
      { id: created.endpoint.id, input: { description: '  Fulfilment  ', events: ['review_posted'], enabled: false } },
      OWNER_VIEWER,
    );
    expect(updated.updateWebhookEndpoint).toMatchObject({ description: 'Fulfilment', events: ['review_posted'], enabled: false, url: created.endpoint.url });
    const badUpdate = await accounts.gql(UPDATE, { id: created.endpoint.id, input: { url: 'https://10.1.2.3/x' } }, OWNER_VIEWER);
    expect(badUpdate.errors?.[0]?.extensions?.fields).toEqual([{ field: 'url', message: PRIVATE }]);

    const rotated = await accounts.gqlOk<{ rotateWebhookSecret: { secret: string; endpoint: Endpoint } }>(ROTATE, { id: created.endpoint.id }, OWNER_VIEWER);
    expect(rotated.rotateWebhookSecret.secret).toMatch(/^whsec_/);
    expect(rotated.rotateWebhookSecret.secret).not.toBe(created.secret);
    expect(rotated.rotateWebhookSecret.endpoint.secretPrefix).toBe(`${rotated.rotateWebhookSecret.secret.slice(0, 10)}…`);
    // The replaced secret signs too for 24 hours by default; a rotation during that replaces it with the one just retired.
    const ROTATE_KEEPING = `mutation($id: ID!, $hours: Int!) { rotateWebhookSecret(id: $id, keepOldSecretHours: $hours) { secret endpoint { secretPrefix previousSecretPrefix previousSecretExpiresAt } } }`;
    const overlap = await accounts.gqlOk<{ rotateWebhookSecret: { secret: string; endpoint: { previousSecretPrefix: string | null; previousSecretExpiresAt: string | null } } }>(
      ROTATE_KEEPING,
      { id: created.endpoint.id, hours: 2 },
      OWNER_VIEWER,
    );
    expect(overlap.rotateWebhookSecret.endpoint.previousSecretPrefix).toBe(`${rotated.rotateWebhookSecret.secret.slice(0, 10)}…`);
    expect(Date.parse(overlap.rotateWebhookSecret.endpoint.previousSecretExpiresAt!) - Date.now()).toBeGreaterThan(2 * 3_600_000 - 60_000);
    expect(Date.parse(overlap.rotateWebhookSecret.endpoint.previousSecretExpiresAt!) - Date.now()).toBeLessThanOrEqual(2 * 3_600_000);
    const refused = await accounts.gql(ROTATE_KEEPING, { id: created.endpoint.id, hours: 73 }, OWNER_VIEWER);
    expect(refused.errors?.[0]?.extensions?.fields).toEqual([{ field: 'keepOldSecretHours', message: 'How long the old secret keeps signing too must be 0 to 72 hours' }]);
    const leaked = await accounts.gqlOk<{ rotateWebhookSecret: { endpoint: { previousSecretPrefix: string | null } } }>(ROTATE_KEEPING, { id: created.endpoint.id, hours: 0 }, OWNER_VIEWER);
    expect(leaked.rotateWebhookSecret.endpoint.previousSecretPrefix).toBeNull();

    expect(await accounts.gqlOk(DELETE, { id: created.endpoint.id }, OWNER_VIEWER)).toEqual({ deleteWebhookEndpoint: created.endpoint.id });
    expect(await accounts.gqlOk(ONE, { id: created.endpoint.id }, OWNER_VIEWER)).toEqual({ webhookEndpoint: null });
    expect(errorOf(await accounts.gql(DELETE, { id: created.endpoint.id }, OWNER_VIEWER))).toEqual({ code: 'NOT_FOUND', message: 'Webhook endpoint not found' });
    expect(errorOf(await accounts.gql(TEST, { id: 'not-an-id' }, OWNER_VIEWER)).code).toBe('NOT_FOUND');
  });

  it('is for admins only: members (even with a forged admin claim) get FORBIDDEN, visitors UNAUTHENTICATED', async () => {
    const created = await createEndpoint(hookUrl(`admins-${randomUUID()}`));
    endpointsToRemove.push(created.endpoint.id);
    const member = await registerUser();
    for (const viewer of [viewerOf(member), viewerOf(member, 'admin')]) {
      expect(errorOf(await accounts.gql(LIST, {}, viewer))).toEqual(FORBIDDEN);
      expect(errorOf(await accounts.gql(ONE, { id: created.endpoint.id }, viewer))).toEqual(FORBIDDEN);
      expect(errorOf(await accounts.gql(CREATE, { input: { url: hookUrl('member'), events: ['order_placed'] } }, viewer))).toEqual(FORBIDDEN);
      expect(errorOf(await accounts.gql(UPDATE, { id: created.endpoint.id, input: { enabled: false } }, viewer))).toEqual(FORBIDDEN);
      expect(errorOf(await accounts.gql(ROTATE, { id: created.endpoint.id }, viewer))).toEqual(FORBIDDEN);
      expect(errorOf(await accounts.gql(TEST, { id: created.endpoint.id }, viewer))).toEqual(FORBIDDEN);
      expect(errorOf(await accounts.gql(DELETE, { id: created.endpoint.id }, viewer))).toEqual(FORBIDDEN);
    }
    expect(errorOf(await accounts.gql(LIST, {})).code).toBe('UNAUTHENTICATED');
    expect(await receivedBy('member')).toEqual([]);
  });
});

describe('delivering webhooks', () => {
  it('"send test" delivers a signed ping at once (even to a disabled endpoint) and answers after that attempt', async () => {
    const name = `ping-${randomUUID()}`;
    const { endpoint, secret } = await createTestOnlyEndpoint(hookUrl(name));
    const before = Math.floor(Date.now() / 1000);
    const { sendWebhookTest: delivery } = await accounts.gqlOk<{ sendWebhookTest: Delivery }>(TEST, { id: endpoint.id }, OWNER_VIEWER);
    expect(delivery).toMatchObject({ event: 'ping', status: 'succeeded', attemptCount: 1, responseStatus: 200, error: null });
    expect(delivery.attempts).toEqual([expect.objectContaining({ number: 1, responseStatus: 200, error: null, responseSnippet: 'ok' })]);
    const [request] = await receivedBy(name);
    const body = Buffer.from(request!.bodyBase64, 'base64').toString('utf8');
    expect(body).toBe(delivery.payload);
    expect(JSON.parse(body)).toEqual({ id: delivery.id, type: 'ping', created_at: expect.any(String), data: { endpoint_id: endpoint.id, message: expect.any(String) } });
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      'user-agent': 'MomStride-Webhooks/1',
      'momstride-event': 'ping',
      'momstride-delivery': delivery.id,
    });
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(request!.headers['momstride-signature']!)!;
    expect(Number(t)).toBeGreaterThanOrEqual(before);
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex'));
    const one = await accounts.gqlOk<{ webhookEndpoint: { lastDelivery: { id: string }; deliveries: Delivery[] } }>(ONE, { id: endpoint.id }, OWNER_VIEWER);
    expect(one.webhookEndpoint.lastDelivery.id).toBe(delivery.id);
    expect(one.webhookEndpoint.deliveries.map((entry) => entry.id)).toEqual([delivery.id]);
  });

  it('keeps signing secrets encrypted at rest; plain ones from before are sealed; an expired previous secret is deleted', async () => {
    const name = `at-rest-${randomUUID()}`;
    const { endpoint, secret: first } = await createTestOnlyEndpoint(hookUrl(name));
    const ROTATE_KEEPING = `mutation($id: ID!) { rotateWebhookSecret(id: $id, keepOldSecretHours: 1) { secret } }`;
    const { rotateWebhookSecret: { secret: second } } = await accounts.gqlOk<{ rotateWebhookSecret: { secret: string } }>(ROTATE_KEEPING, { id: endpoint.id }, OWNER_VIEWER);
    const stored = async () =>
      (await accounts.withDatabase((client) => client.query('select secret, previous_secret, secret_prefix, previous_secret_prefix from webhook_endpoints where id = $1', [endpoint.id]))).rows[0] as {
        secret: string;
        previous_secret: string | null;
        secret_prefix: string;
        previous_secret_prefix: string | null;
      };
    // Nothing in the row signs: both secrets sealed (AES-256-GCM under WEBHOOK_SECRETS_KEY), only their prefixes plain.
    const row = await stored();
    expect(row.secret).toMatch(/^aesgcm1:[A-Za-z0-9_-]+$/);
    expect(row.previous_secret).toMatch(/^aesgcm1:[A-Za-z0-9_-]+$/);
    for (const secret of [first, second]) expect(JSON.stringify(row)).not.toContain(secret.slice(10));
    expect(row).toMatchObject({ secret_prefix: `${second.slice(0, 10)}…`, previous_secret_prefix: `${first.slice(0, 10)}…` });
    // Signing opens them: a test ping carries a v1 of each.
    const signedWith = async (): Promise<string[]> => {
      const before = (await receivedBy(name)).length;
      await accounts.gqlOk(TEST, { id: endpoint.id }, OWNER_VIEWER);
      const request = (await receivedBy(name))[before]!;
      const body = Buffer.from(request.bodyBase64, 'base64').toString('utf8');
      const [, t, ...v1s] = request.headers['momstride-signature']!.split(/,?(?:t|v1)=/);
      return [first, second].filter((secret) => v1s.includes(createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')));
    };
    expect((await signedWith()).sort()).toEqual([first, second].sort());

    const orm = await initOrm(createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 2 }));
    try {
      // A row from before secrets were sealed (plain whsec_…): sealed at start-up, once even when replicas race.
      await accounts.withDatabase((client) => client.query('update webhook_endpoints set secret = $2, previous_secret = null where id = $1', [endpoint.id, second]));
      const key = Buffer.from(inject('stackSecrets').webhookSecretsKey, 'base64');
      const sealed = await Promise.all([sealPlaintextSecrets(orm.em.fork(), key), sealPlaintextSecrets(orm.em.fork(), key)]);
      expect(sealed.reduce((sum, count) => sum + count, 0)).toBeGreaterThanOrEqual(1);
      expect((await stored()).secret).toMatch(/^aesgcm1:/);
      expect(await signedWith()).toEqual([second]);

      // A previous secret past its overlap is deleted by the hourly housekeeping, not only ignored.
      const third = (await accounts.gqlOk<{ rotateWebhookSecret: { secret: string } }>(ROTATE_KEEPING, { id: endpoint.id }, OWNER_VIEWER)).rotateWebhookSecret.secret;
      await accounts.withDatabase((client) => client.query("update webhook_endpoints set previous_secret_expires_at = now() - interval '1 minute' where id = $1", [endpoint.id]));
      expect((await pruneStaleRows(orm.em.fork())).expiredWebhookSecrets).toBeGreaterThanOrEqual(1);
      expect(await stored()).toMatchObject({ previous_secret: null, previous_secret_prefix: null });
      expect(await signedWith()).toEqual([]); // neither of the first two: only `third` signs now
      expect((await stored()).secret_prefix).toBe(`${third.slice(0, 10)}…`);
    } finally {
      await orm.close(true);
    }
  });

  it('does not follow a redirect (even to an allowed host): the attempt fails with the 3xx', async () => {
    const name = `redirect-${randomUUID()}`;
    const { endpoint } = await createTestOnlyEndpoint(hookUrl(name, '?redirect=1'));
    const { sendWebhookTest: delivery } = await accounts.gqlOk<{ sendWebhookTest: Delivery }>(TEST, { id: endpoint.id }, OWNER_VIEWER);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 1, responseStatus: 302 });
    expect(delivery.error).toBe('The endpoint answered 302, a redirect (redirects are not followed)');
    expect(await receivedBy(name)).toHaveLength(1);
    expect(await receivedBy(`${name}-redirected`)).toEqual([]);
  });

  it('a test to an endpoint that answers 404 fails with that status and is not retried', async () => {
    const { endpoint } = await createTestOnlyEndpoint(`${receiver()}/missing/${randomUUID()}`);
    const { sendWebhookTest: delivery } = await accounts.gqlOk<{ sendWebhookTest: Delivery }>(TEST, { id: endpoint.id }, OWNER_VIEWER);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 1, responseStatus: 404, error: 'The endpoint answered 404', nextAttemptAt: null });
  });
});

describe('domain events to webhooks', () => {
  let bus: EventBus;
  beforeAll(async () => {
    bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'webhooks-test', level: 'warn' }) });
  });
  afterAll(async () => {
    await bus?.stop();
  });

  const order = (reference: string) => ({
    orderId: randomUUID(),
    reference,
    firstName: 'Dana',
    lastName: 'Reyes',
    email: 'dana@test.example',
    subtotalCents: 5800,
    lines: [{ title: 'Walk Together Tee', variantTitle: 'Blush / M', quantity: 2, lineTotalCents: 5800 }],
    shipTo: '12 Elm Street\nAustin, TX 78701\nUS',
    occurredAt: new Date().toISOString(),
  });

  it('a failing delivery is retrying with its next attempt time; disabled meanwhile, it ends failed without another attempt', async () => {
    const name = `failing-${randomUUID()}`;
    const { endpoint } = await createEndpoint(hookUrl(name, '?fail=99'), ['order_placed']);
    endpointsToRemove.push(endpoint.id);
    const reference = `MS-F${randomUUID().slice(0, 6)}`;
    await bus.publish('order.placed', { ...order(reference), domainEventId: randomUUID() });
    const ours = (deliveries: Delivery[]) => deliveries.find((delivery) => delivery.payload.includes(reference));
    const deliveriesOf = async () =>
      (await accounts.gqlOk<{ webhookEndpoint: { deliveries: Delivery[] } }>(ONE, { id: endpoint.id }, OWNER_VIEWER)).webhookEndpoint.deliveries;
    const retrying = await eventually(async () => {
      const delivery = ours(await deliveriesOf());
      return delivery?.status === 'retrying' && delivery.nextAttemptAt ? delivery : undefined;
    }, 20_000, 'a retrying delivery');
    const failedAt = Date.parse(retrying.attempts[0]!.at);
    const next = Date.parse(retrying.nextAttemptAt!);
    // The first retry after between 1 and 2 s (WEBHOOK_RETRY_BASE_SECONDS=1 on the test stack; the log's times are the database's).
    expect(next - failedAt).toBeGreaterThanOrEqual(900);
    expect(next - failedAt).toBeLessThanOrEqual(2000 + retrying.attempts[0]!.durationMs + 3000);
    expect(retrying.attempts[0]).toMatchObject({ number: 1, responseStatus: 500, error: 'The endpoint answered 500', responseSnippet: 'boom' });

    await accounts.gqlOk(UPDATE, { id: endpoint.id, input: { enabled: false } }, OWNER_VIEWER);
    const failed = await eventually(async () => {
      const delivery = ours(await deliveriesOf());
      return delivery?.status === 'failed' ? delivery : undefined;
    }, 20_000, 'the delivery marked failed');
    expect(failed).toMatchObject({ error: 'The endpoint was disabled before this delivery got through', nextAttemptAt: null });
    // No request went out after it was disabled.
    const requests = (await receivedBy(name)).filter((request) => Buffer.from(request.bodyBase64, 'base64').toString('utf8').includes(reference));
    expect(requests).toHaveLength(failed.attemptCount);
  });

  it('a domain event delivered twice makes one webhook; only enabled endpoints for that event get it', async () => {
    const name = `orders-${randomUUID()}`;
    const { endpoint } = await createEndpoint(hookUrl(name), ['order_placed']);
    const other = await createEndpoint(hookUrl(`members-only-${randomUUID()}`), ['member_joined']);
    const disabled = await createEndpoint(hookUrl(`disabled-${randomUUID()}`), ['order_placed']);
    endpointsToRemove.push(endpoint.id, other.endpoint.id, disabled.endpoint.id);
    await accounts.gqlOk(UPDATE, { id: disabled.endpoint.id, input: { enabled: false } }, OWNER_VIEWER);

    const reference = `MS-T${randomUUID().slice(0, 6)}`;
    const message = { ...order(reference), domainEventId: randomUUID() };
    await bus.publish('order.placed', message);
    await bus.publish('order.placed', message);
    // A later order on the same queue: once its webhook has arrived, a second one for the repeat would have too.
    const marker = `MS-M${randomUUID().slice(0, 6)}`;
    await bus.publish('order.placed', { ...order(marker), domainEventId: randomUUID() });
    const references = async () => (await receivedBy(name)).map((request) => JSON.parse(Buffer.from(request.bodyBase64, 'base64').toString('utf8')).data.reference as string);
    await eventually(async () => ((await references()).includes(marker) ? true : undefined), 20_000, 'the marker order webhook');
    expect((await references()).filter((ref) => ref === reference)).toHaveLength(1);

    const first = (await receivedBy(name)).find((request) => Buffer.from(request.bodyBase64, 'base64').toString('utf8').includes(reference))!;
    const body = JSON.parse(Buffer.from(first.bodyBase64, 'base64').toString('utf8'));
    expect(body).toEqual({
      id: first.headers['momstride-delivery'],
      type: 'order.placed',
      created_at: message.occurredAt,
      data: {
        id: message.orderId,
        reference,
        customer: { first_name: 'Dana', last_name: 'Reyes', email: 'dana@test.example' },
        lines: [{ title: 'Walk Together Tee', variant_title: 'Blush / M', quantity: 2, line_total_cents: 5800, line_total_display: '$58.00' }],
        subtotal_cents: 5800,
        subtotal_display: '$58.00',
        currency: 'usd',
        ship_to: '12 Elm Street\nAustin, TX 78701\nUS',
      },
    });
    // (The members-only endpoint gets the member.joined of members registered by other tests: only orders count here.)
    const count = async (id: string) =>
      accounts.withDatabase(async (client) => (await client.query("select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and event = 'order.placed'", [id])).rows[0].n as number);
    expect(await count(other.endpoint.id)).toBe(0);
    expect(await count(disabled.endpoint.id)).toBe(0);
  });
});

describe('walk events to webhooks', () => {
  let bus: EventBus;
  beforeAll(async () => {
    bus = await startEventBus({ connectionString: domainEventsDatabaseUrl(), logger: createLogger({ name: 'webhooks-test', level: 'warn' }) });
  });
  afterAll(async () => {
    await bus?.stop();
  });

  it('event.created and event.cancelled carry the walk (id, title, start), never who had joined', async () => {
    const name = `walks-${randomUUID()}`;
    const { endpoint, secret } = await createEndpoint(hookUrl(name), ['event_created', 'event_cancelled']);
    endpointsToRemove.push(endpoint.id);
    const walk = { eventId: randomUUID(), title: 'Sunrise Lakeside Walk', startsAt: '2026-12-05T14:00:00.000Z' };
    // A real member (the mails and notifications other subscribers make of the event go to someone who exists).
    const participant = (await registerUser()).user.id;
    await bus.publish('event.created', { ...walk, occurredAt: new Date().toISOString(), domainEventId: randomUUID() });
    await bus.publish('event.cancelled', { ...walk, userIds: [participant], occurredAt: new Date().toISOString(), domainEventId: randomUUID() });
    const ours = await eventually(async () => {
      const requests = (await receivedBy(name)).filter((request) => Buffer.from(request.bodyBase64, 'base64').toString('utf8').includes(walk.eventId));
      return requests.length >= 2 ? requests : undefined;
    }, 20_000, 'both walk webhooks');
    const bodies = ours.map((request) => Buffer.from(request.bodyBase64, 'base64').toString('utf8'));
    const byType = Object.fromEntries(bodies.map((body) => [JSON.parse(body).type, JSON.parse(body).data]));
    expect(byType).toEqual({
      'event.created': { id: walk.eventId, title: walk.title, starts_at: walk.startsAt },
      'event.cancelled': { id: walk.eventId, title: walk.title, starts_at: walk.startsAt },
    });
    expect(bodies.join('')).not.toContain(participant);
    for (const request of ours) {
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(request.headers['momstride-signature']!)!;
      expect(v1).toBe(createHmac('sha256', secret).update(`${t}.`).update(Buffer.from(request.bodyBase64, 'base64')).digest('hex'));
    }
  });
});

describe('webhook housekeeping', () => {
  it(`removes deliveries (and their attempts) older than ${WEBHOOK_DELIVERY_RETENTION_DAYS} days, and keeps the rest`, async () => {
    const { endpoint } = await createTestOnlyEndpoint(hookUrl(`prune-${randomUUID()}`));
    const { sendWebhookTest: recent } = await accounts.gqlOk<{ sendWebhookTest: Delivery }>(TEST, { id: endpoint.id }, OWNER_VIEWER);
    const { sendWebhookTest: old } = await accounts.gqlOk<{ sendWebhookTest: Delivery }>(TEST, { id: endpoint.id }, OWNER_VIEWER);
    await accounts.withDatabase((client) =>
      client.query(`update webhook_deliveries set created_at = now() - interval '${WEBHOOK_DELIVERY_RETENTION_DAYS + 1} days' where id = $1`, [old.id]),
    );
    const orm = await initOrm(createOrmConfig({ clientUrl: accounts.databaseUrl(), entities, migrationsPath: '/nonexistent', poolMax: 2 }));
    try {
      const pruned = await pruneStaleRows(orm.em.fork());
      expect(pruned.webhookDeliveries).toBeGreaterThanOrEqual(1);
    } finally {
      await orm.close(true);
    }
    const left = await accounts.withDatabase(async (client) => ({
      deliveries: (await client.query('select id from webhook_deliveries where endpoint_id = $1', [endpoint.id])).rows.map((row) => row.id as string),
      attempts: (await client.query('select delivery_id from webhook_attempts where delivery_id = any($1::uuid[])', [[old.id, recent.id]])).rows.map((row) => row.delivery_id as string),
    }));
    expect(left).toEqual({ deliveries: [recent.id], attempts: [recent.id] });
  });
});

describe('an endpoint that keeps failing', () => {
  /** The test stack's WEBHOOK_MAX_ATTEMPTS (the default). */
  const MAX_ATTEMPTS = 8;
  const STATE = 'query($id: ID!) { webhookEndpoint(id: $id) { enabled failingSince turnsOffAt autoDisabledAt deliveries(limit: 100) { id status error } } }';
  interface State {
    enabled: boolean;
    failingSince: string | null;
    turnsOffAt: string | null;
    autoDisabledAt: string | null;
    deliveries: Array<{ id: string; status: string; error: string | null }>;
  }
  let boss: PgBoss;
  beforeAll(async () => {
    boss = new PgBoss({ connectionString: domainEventsDatabaseUrl(), max: 1, supervise: false, schedule: false, migrate: false });
    await boss.start();
  });
  afterAll(async () => {
    await boss?.stop({ graceful: false });
  });

  const stateOf = async (id: string) => (await accounts.gqlOk<{ webhookEndpoint: State }>(STATE, { id }, OWNER_VIEWER)).webhookEndpoint;
  const hoursAgo = (iso: string | null) => (iso === null ? null : Math.round((Date.now() - Date.parse(iso)) / 3_600_000));

  /**
   * A delivery on its last attempt whose event happened `age` ago, queued as accounts queues a retry: the accounts
   * process sends it (the receiver answers 500) and it fails for good. Answers it once it has.
   */
  async function lastAttempt(endpointId: string, age: string) {
    const id = randomUUID();
    const payload = JSON.stringify({ id, type: 'event.cancelled', created_at: new Date().toISOString(), data: {} });
    await accounts.withDatabase((client) =>
      client.query(
        `insert into webhook_deliveries (id, endpoint_id, event, payload, status, attempt_count, created_at) values ($1, $2, 'event.cancelled', $3, 'retrying', $4, now() - $5::interval)`,
        [id, endpointId, payload, MAX_ATTEMPTS - 1, age],
      ),
    );
    const jobId = await boss.send(WEBHOOK_QUEUE, { deliveryId: id });
    const failed = await eventually(async () => (await stateOf(endpointId)).deliveries.find((delivery) => delivery.id === id && delivery.status === 'failed'), 20_000, `the last attempt of a delivery ${age} old`);
    // Its job is done: whatever the attempt leads to (a mail to the admins) has happened.
    await eventually(async () => ((await boss.getJobById(WEBHOOK_QUEUE, jobId!, { includeArchive: true }))?.state === 'completed' ? true : undefined), 20_000, 'the delivery job to finish');
    return failed;
  }

  it(`is turned off once its deliveries have failed for good for ${WEBHOOK_FAILING_DAYS_BEFORE_OFF} days, and the admins are mailed once; a success or turning it on again starts over`, async () => {
    const name = `dead-${randomUUID()}`;
    const url = hookUrl(name, '?fail=99');
    // event.cancelled: the event other test files send least, so little else reaches it meanwhile.
    const { endpoint } = await createEndpoint(url, ['event_cancelled']);
    endpointsToRemove.push(endpoint.id);
    expect(await stateOf(endpoint.id)).toMatchObject({ enabled: true, failingSince: null, turnsOffAt: null, autoDisabledAt: null });

    // Failing for an hour: noted, still on.
    await lastAttempt(endpoint.id, '1 hour');
    const failing = await stateOf(endpoint.id);
    expect(failing).toMatchObject({ enabled: true, autoDisabledAt: null });
    expect(hoursAgo(failing.failingSince)).toBe(1);
    expect(hoursAgo(failing.turnsOffAt)).toBe(1 - WEBHOOK_FAILING_DAYS_BEFORE_OFF * 24);

    // A success (a test ping to a URL that answers) ends the streak.
    await accounts.gqlOk(UPDATE, { id: endpoint.id, input: { url: hookUrl(name) } }, OWNER_VIEWER);
    const { sendWebhookTest: ping } = await accounts.gqlOk<{ sendWebhookTest: Delivery }>(TEST, { id: endpoint.id }, OWNER_VIEWER);
    expect(ping.status).toBe('succeeded');
    expect((await stateOf(endpoint.id)).failingSince).toBeNull();

    // Back to failing; a delivery of an event 4 days old fails for good: failing for more than 3 days, turned off.
    await accounts.gqlOk(UPDATE, { id: endpoint.id, input: { url } }, OWNER_VIEWER);
    await lastAttempt(endpoint.id, '1 hour');
    expect((await stateOf(endpoint.id)).enabled).toBe(true);
    await lastAttempt(endpoint.id, '4 days');
    const off = await stateOf(endpoint.id);
    expect(off).toMatchObject({ enabled: false, turnsOffAt: null });
    expect(hoursAgo(off.failingSince)).toBe(96);
    expect(Date.now() - Date.parse(off.autoDisabledAt!)).toBeLessThan(60_000);

    // Every admin is told, once; the mail names the endpoint and what to do.
    const [owner] = await accounts.withDatabase(async (client) => (await client.query('select email from users where id = $1', [OWNER_ID])).rows as Array<{ email: string }>);
    const subject = `Webhook endpoint turned off: ${url}`;
    const told = await eventually(async () => {
      const mails = (await mailsTo(owner!.email)).filter((mail) => mail.subject === subject);
      return mails.length > 0 ? mails : undefined;
    }, 10_000, 'the mail to the owner');
    expect(told[0]!.text).toContain('Every delivery to it has failed since');
    expect(told[0]!.text).toContain('/admin?tab=webhooks');

    // Off, another due retry fails without an attempt and tells nobody again.
    const skipped = await lastAttempt(endpoint.id, '5 days');
    expect(skipped.error).toBe('The endpoint was disabled before this delivery got through');
    expect((await mailsTo(owner!.email)).filter((mail) => mail.subject === subject)).toHaveLength(1);

    // Turned on again: it starts over.
    await accounts.gqlOk(UPDATE, { id: endpoint.id, input: { enabled: true } }, OWNER_VIEWER);
    expect(await stateOf(endpoint.id)).toMatchObject({ enabled: true, failingSince: null, autoDisabledAt: null });
    await lastAttempt(endpoint.id, '1 hour');
    expect(await stateOf(endpoint.id)).toMatchObject({ enabled: true, autoDisabledAt: null });
  });
});
