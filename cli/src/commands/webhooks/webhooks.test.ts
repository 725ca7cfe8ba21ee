import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { eventually } from '@momstride/testing';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The loopback webhook receiver the stack allows (testing/src/setup/webhook-receiver.ts). */
    webhookReceiverUrl: string;
  }
}

interface EndpointJson {
  id: string;
  url: string;
  description: string;
  events: string[];
  enabled: boolean;
  secretPrefix: string;
  lastDelivery: { event: string; status: string } | null;
}

interface DeliveryJson {
  id: string;
  event: string;
  status: string;
  attemptCount: number;
  responseStatus: number | null;
  error: string | null;
  durationMs: number | null;
}

const VALID_EVENTS = 'member.joined, event.created, event.cancelled, order.placed, review.posted';

/** A receiver URL of its own (the receiver records by name); `query` makes it fail ("fail=1"). */
function receiverUrl(query = ''): { name: string; url: string } {
  const name = `cli-${randomUUID().slice(0, 8)}`;
  return { name, url: `${inject('webhookReceiverUrl')}/hooks/${name}${query}` };
}

async function received(name: string): Promise<{ headers: Record<string, string>; bodyBase64: string }[]> {
  const reply = await fetch(`${inject('webhookReceiverUrl')}/received/${name}`);
  return (await reply.json()) as { headers: Record<string, string>; bodyBase64: string }[];
}

async function create(url: string, ...flags: string[]): Promise<{ endpoint: EndpointJson; secret: string }> {
  const run = await asAdmin(['webhooks', 'create', '--url', url, ...flags, '--json']);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as { endpoint: EndpointJson; secret: string };
}

async function listJson(): Promise<EndpointJson[]> {
  const run = await asAdmin(['webhooks', 'list', '--json']);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as EndpointJson[];
}

afterEach(() => {
  vi.unstubAllEnvs();
});

afterAll(async () => {
  // The endpoints these tests made stop getting the suite's events.
  for (const endpoint of (await listJson()).filter((one) => one.url.startsWith(`${inject('webhookReceiverUrl')}/hooks/cli-`))) {
    expect((await asAdmin(['webhooks', 'delete', endpoint.id, '--yes'])).code).toBe(0);
  }
});

describe('momstride webhooks create', () => {
  it('prints the secret once with the warning (piped: the secret alone on stdout); list shows the endpoint, never the secret', async () => {
    const { url } = receiverUrl();
    const run = await asAdmin(['webhooks', 'create', '--url', url, '--event', 'member.joined', '--event', 'order.placed', '--description', 'CLI test']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^whsec_\S{20,}\n$/);
    const [created, events, warning] = run.stderr.trimEnd().split('\n');
    expect(created).toMatch(new RegExp(`^Created webhook [0-9a-f-]{36} for ${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
    expect(events).toBe('Events: member.joined, order.placed');
    expect(warning).toBe("Copy it now — it won't be shown again.");

    const id = /Created webhook (\S+)/.exec(created ?? '')?.[1];
    const listed = (await listJson()).find((endpoint) => endpoint.id === id);
    expect(listed).toMatchObject({ url, description: 'CLI test', events: ['member.joined', 'order.placed'], enabled: true });
    const fullSecret = run.stdout.trim();
    expect(JSON.stringify(listed)).not.toContain(fullSecret);
    expect(fullSecret.startsWith(listed?.secretPrefix.replace(/…$/, '') ?? '-')).toBe(true);

    const plain = await asAdmin(['webhooks', 'list']);
    const row = plain.stdout.split('\n').find((line) => line.startsWith(`${id}\t`));
    expect(row?.split('\t').slice(0, 4)).toEqual([id, url, 'member.joined,order.placed', 'yes']);
  });

  it('on a terminal: create shows the secret with the warning; list draws a table', async () => {
    const { url } = receiverUrl();
    const created = runOnTerminal(['webhooks', 'create', '--url', url, '--event', 'review.posted'], await adminEnv(), { columns: 200 });
    expect(await created.done).toBe(0);
    const screen = created.terminal.screen();
    expect(screen).toMatch(/Signing secret: whsec_\S{20,}/);
    expect(screen).toContain("Copy it now — it won't be shown again.");
    const listed = runOnTerminal(['webhooks', 'list'], await adminEnv(), { columns: 200 });
    expect(await listed.done).toBe(0);
    const table = listed.terminal.screen();
    expect(table).toMatch(/ID\s+URL\s+EVENTS\s+ENABLED\s+LAST DELIVERY/);
    expect(table.split('\n').find((line) => line.includes(url))).toMatch(/review\.posted\s+yes\s/);
  });

  it('an unknown event is a usage error (exit 2) naming the valid ones; no event at all too', async () => {
    const { url } = receiverUrl();
    expect(await asAdmin(['webhooks', 'create', '--url', url, '--event', 'member.joined', '--event', 'member.left'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Unknown event "member.left". Valid events: ${VALID_EVENTS}\n`,
    });
    expect(await asAdmin(['webhooks', 'create', '--url', url])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Choose at least one --event: ${VALID_EVENTS}\n`,
    });
    expect((await asAdmin(['webhooks', 'create', '--event', 'member.joined'])).code).toBe(2);
  });

  it('the server refuses a private address (exit 1 with its words)', async () => {
    const run = await asAdmin(['webhooks', 'create', '--url', 'https://10.1.2.3/hooks', '--event', 'review.posted']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain('This address is private or local; webhooks can only go to public hosts');
  });
});

describe('momstride webhooks test, deliveries, disable, delete', () => {
  it('sends a ping (status and time), logs it, disables and deletes the endpoint', async () => {
    const { name, url } = receiverUrl();
    const { endpoint } = await create(url, '--event', 'event.created');

    const test = await asAdmin(['webhooks', 'test', endpoint.id]);
    expect(test.stderr).toBe('');
    expect(test.stdout).toMatch(new RegExp(`^Test delivered to ${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: HTTP 200 in \\d+ ms\\n$`));
    expect(test.code).toBe(0);
    // Pings only: the endpoint also gets the real events other tests cause meanwhile (walks created).
    const pings = (await received(name)).filter((one) => (JSON.parse(Buffer.from(one.bodyBase64, 'base64').toString('utf8')) as { type: string }).type === 'ping');
    expect(pings).toHaveLength(1);
    expect(pings[0]?.headers['momstride-delivery']).toBeTruthy();

    const deliveries = await asAdmin(['webhooks', 'deliveries', endpoint.id, '--json']);
    expect(deliveries).toMatchObject({ code: 0, stderr: '' });
    const log = (JSON.parse(deliveries.stdout) as DeliveryJson[]).filter((one) => one.event === 'ping');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ event: 'ping', status: 'succeeded', attemptCount: 1, responseStatus: 200, error: null });
    const piped = await asAdmin(['webhooks', 'deliveries', endpoint.id]);
    const row = piped.stdout.split('\n').find((line) => line.startsWith(`${log[0]?.id}\t`));
    expect(row?.split('\t')).toEqual([log[0]?.id, expect.stringMatching(/^\d{4}-\d\d-\d\dT/), 'ping', 'succeeded', '1', expect.stringMatching(/^HTTP 200 in \d+ ms$/)]);
    expect((await listJson()).find((one) => one.id === endpoint.id)?.lastDelivery).not.toBeNull();

    expect(await asAdmin(['webhooks', 'disable', endpoint.id])).toEqual({ code: 0, stdout: `The webhook to ${url} is now disabled\n`, stderr: '' });
    expect((await listJson()).find((one) => one.id === endpoint.id)?.enabled).toBe(false);
    expect(await asAdmin(['webhooks', 'disable', endpoint.id])).toEqual({ code: 0, stdout: `The webhook to ${url} is already disabled\n`, stderr: '' });
    expect(await asAdmin(['webhooks', 'enable', endpoint.id])).toEqual({ code: 0, stdout: `The webhook to ${url} is now enabled\n`, stderr: '' });

    expect(await asAdmin(['webhooks', 'delete', endpoint.id])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to delete the webhook to ${url} without --yes when not on a terminal\n`,
    });
    expect(await asAdmin(['webhooks', 'delete', endpoint.id, '--yes'])).toEqual({ code: 0, stdout: `Deleted the webhook to ${url}\n`, stderr: '' });
    expect((await listJson()).some((one) => one.id === endpoint.id)).toBe(false);
    expect(await asAdmin(['webhooks', 'deliveries', endpoint.id])).toEqual({ code: 1, stdout: '', stderr: 'Webhook not found\n' });
    expect((await asAdmin(['webhooks', 'test', 'not-an-id'])).code).toBe(2);
  });

  it('a failing endpoint: test prints the status and exits 1; the log says failed', async () => {
    const { url } = receiverUrl('?fail=1');
    const { endpoint } = await create(url, '--event', 'order.placed');
    const test = await asAdmin(['webhooks', 'test', endpoint.id]);
    expect(test.code).toBe(1);
    expect(test.stdout).toBe('');
    expect(test.stderr).toMatch(/^Test to .* failed: .*500.* in \d+ ms\n$/);
    const log = (JSON.parse((await asAdmin(['webhooks', 'deliveries', endpoint.id, '--json'])).stdout) as DeliveryJson[]).filter((one) => one.event === 'ping');
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ status: 'failed', attemptCount: 1, responseStatus: 500 });
  });

  it('on a terminal, delete asks first naming the URL: "n" keeps it (exit 1), "y" deletes it', async () => {
    const { url } = receiverUrl();
    const { endpoint } = await create(url, '--event', 'member.joined');
    const declined = runOnTerminal(['webhooks', 'delete', endpoint.id], await adminEnv());
    await eventually(() => declined.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
    expect(declined.terminal.screen()).toContain(`Delete the webhook to ${url}?`);
    declined.terminal.type('n');
    expect(await declined.done).toBe(1);
    expect((await listJson()).some((one) => one.id === endpoint.id)).toBe(true);

    const accepted = runOnTerminal(['webhooks', 'delete', endpoint.id], await adminEnv());
    await eventually(() => accepted.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
    accepted.terminal.type('y');
    expect(await accepted.done).toBe(0);
    expect((await listJson()).some((one) => one.id === endpoint.id)).toBe(false);
  });
});

describe('momstride webhooks as a member', () => {
  it('refuses every webhooks command (exit 1, "Admin access required")', async () => {
    const { url } = receiverUrl();
    const { endpoint } = await create(url, '--event', 'member.joined');
    const env = memberEnv(await freshMember());
    for (const argv of [
      ['webhooks', 'list', '--json'],
      ['webhooks', 'create', '--url', url, '--event', 'member.joined'],
      ['webhooks', 'test', endpoint.id],
      ['webhooks', 'deliveries', endpoint.id],
      ['webhooks', 'disable', endpoint.id],
      ['webhooks', 'delete', endpoint.id, '--yes'],
    ]) {
      expect(await runMomstride(argv, { configDir: tempConfigDir(), env })).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
    }
    expect((await listJson()).find((one) => one.id === endpoint.id)?.enabled).toBe(true);
  });

  it('without credentials is exit 4', async () => {
    expect(await runMomstride(['webhooks', 'list'], { configDir: tempConfigDir() })).toEqual({
      code: 4,
      stdout: '',
      stderr: 'You are not logged in. Run: momstride auth login\n',
    });
  });
});
