import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runMomstride, tempConfigDir } from '../../test-support/cli-harness.js';
import { ADMIN_REQUIRED, asAdmin } from '../../test-support/events-harness.js';
import { placeOrder, type PlacedOrder } from '../../test-support/orders-harness.js';
import { adminEnv, freshMember, memberEnv, runOnTerminal } from '../../test-support/users-harness.js';
import { eventually } from '@momstride/testing';

interface OrderJson {
  id: string;
  number: number;
  reference: string;
  status: string;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
  region: string;
  country: string;
  note: string;
  subtotal: number;
  subtotalCents: number;
  createdAt: string;
  lines: { productTitle: string; variantTitle: string; quantity: number; unitPriceCents: number; lineTotalCents: number }[];
}

const dollars = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function listJson(...flags: string[]): Promise<OrderJson[]> {
  const run = await asAdmin(['orders', 'list', '--json', ...flags]);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as OrderJson[];
}

async function showJson(ref: string): Promise<OrderJson> {
  const run = await asAdmin(['orders', 'show', ref, '--json']);
  expect(run).toMatchObject({ code: 0, stderr: '' });
  return JSON.parse(run.stdout) as OrderJson;
}

/** What `orders show` (plain) prints for a fresh order: its lines, priced as at checkout. */
const lineText = (order: PlacedOrder): string =>
  `${order.quantity} × ${order.productTitle} (${order.variantTitle}) at ${dollars(order.unitPriceCents)} = ${dollars(order.subtotalCents)}`;

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('momstride orders list', () => {
  it('--json prints the newest orders with the customer, the address and the lines', async () => {
    const order = await placeOrder();
    const orders = await listJson();
    expect(orders.find((one) => one.id === order.id)).toMatchObject({
      reference: order.reference,
      status: 'new',
      firstName: 'Jane',
      lastName: order.lastName,
      email: order.email,
      city: 'Austin',
      region: 'TX',
      country: 'US',
      note: '',
      subtotalCents: order.subtotalCents,
      subtotal: order.subtotalCents / 100,
      lines: [
        {
          productTitle: order.productTitle,
          variantTitle: order.variantTitle,
          quantity: order.quantity,
          unitPriceCents: order.unitPriceCents,
          lineTotalCents: order.subtotalCents,
        },
      ],
    });
    const placed = orders.map((one) => Date.parse(one.createdAt));
    expect(placed).toEqual([...placed].sort((a, b) => b - a));
    expect(orders.length).toBeLessThanOrEqual(100);
  });

  it('prints one tab-separated line per order when piped: id, reference, ISO time, status, e-mail, place, items, subtotal', async () => {
    const order = await placeOrder(3);
    const run = await asAdmin(['orders', 'list']);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    // eslint-disable-next-line no-control-regex
    expect(run.stdout).not.toMatch(/\u001B\[/);
    const line = run.stdout.split('\n').find((row) => row.startsWith(order.id));
    const fields = line?.split('\t') ?? [];
    expect(fields[2]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/);
    expect([...fields.slice(0, 2), ...fields.slice(3)]).toEqual([
      order.id,
      order.reference,
      'new',
      order.email,
      'Austin, TX, US',
      '3',
      (order.subtotalCents / 100).toFixed(2),
    ]);
  });

  it('draws a table on a terminal: reference, the time in the local time zone, customer, dollars', async () => {
    vi.stubEnv('TZ', 'America/New_York');
    const order = await placeOrder();
    const { terminal, done } = runOnTerminal(['orders', 'list'], await adminEnv(), { columns: 200 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    expect(screen).toMatch(/REFERENCE\s+PLACED\s+STATUS\s+CUSTOMER\s+SHIP TO\s+ITEMS\s+SUBTOTAL\n/);
    const row = screen.split('\n').find((text) => text.startsWith(`${order.reference} `));
    expect(row).toMatch(
      new RegExp(
        `^${order.reference}\\s+\\w{3}, \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} (AM|PM) E[SD]T\\s+new\\s+Jane ${order.lastName}\\s+Austin, TX, US\\s+2\\s+${escape(dollars(order.subtotalCents))}\\s*$`,
      ),
    );
    expect(screen.trimEnd().split('\n').at(-1)).toMatch(/^\d+ orders/);
  });

  it('--status lists only the orders of that status', async () => {
    const order = await placeOrder();
    expect(await asAdmin(['orders', 'set-status', order.reference, 'confirmed'])).toMatchObject({ code: 0 });
    const confirmed = await listJson('--status', 'confirmed');
    expect(confirmed.find((one) => one.id === order.id)).toMatchObject({ status: 'confirmed' });
    expect(confirmed.every((one) => one.status === 'confirmed')).toBe(true);
    const fresh = await listJson('--status', 'new');
    expect(fresh.some((one) => one.id === order.id)).toBe(false);
    expect(fresh.every((one) => one.status === 'new')).toBe(true);
    expect(await asAdmin(['orders', 'list', '--status', 'lost'])).toMatchObject({ code: 2, stdout: '' });
  });
});

describe('momstride orders show', () => {
  it('shows an order by id (--json) and by its reference (plain text, any case)', async () => {
    vi.stubEnv('TZ', 'Europe/Paris');
    const order = await placeOrder();
    const byId = await showJson(order.id);
    expect(byId).toMatchObject({ id: order.id, reference: order.reference, status: 'new', email: order.email });
    expect(await showJson(order.reference)).toEqual(byId);

    const run = await asAdmin(['orders', 'show', order.reference.toLowerCase()]);
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(
      new RegExp(
        [
          `^Order ${order.reference}`,
          `  ID: ${order.id}`,
          '  Status: new',
          '  Placed: \\w{3}, \\w{3} \\d{1,2}, \\d{4}, \\d{1,2}:\\d{2} (AM|PM) GMT\\+[12]',
          `  Customer: Jane ${order.lastName} <${order.email}>`,
          '  Ship to: 12 Oak Street, Austin, TX 78701, US',
          '  Items \\(2\\):',
          `    ${escape(lineText(order))}`,
          `  Subtotal: ${escape(dollars(order.subtotalCents))}\n$`,
        ].join('\n'),
      ),
    );
  });

  it('shows the order on a terminal', async () => {
    const order = await placeOrder();
    const { terminal, done } = runOnTerminal(['orders', 'show', order.reference], await adminEnv(), { columns: 150 });
    expect(await done).toBe(0);
    const screen = terminal.screen();
    expect(screen).toContain(`Order ${order.reference}`);
    expect(screen).toMatch(/Status\s+new\n/);
    expect(screen).toContain(lineText(order));
    expect(screen).toMatch(new RegExp(`Subtotal\\s+${escape(dollars(order.subtotalCents))}`));
  });

  it('an unknown reference or id is "Order not found" (exit 1); anything else is a usage error (exit 2)', async () => {
    expect(await asAdmin(['orders', 'show', 'MS-999999999'])).toEqual({ code: 1, stdout: '', stderr: 'Order not found\n' });
    expect(await asAdmin(['orders', 'show', randomUUID()])).toEqual({ code: 1, stdout: '', stderr: 'Order not found\n' });
    expect(await asAdmin(['orders', 'show', '1001'])).toEqual({
      code: 2,
      stdout: '',
      stderr: 'Expected an order id or reference, e.g. MS-1001 (see: momstride orders list), got "1001"\n',
    });
  });
});

describe('momstride orders set-status', () => {
  it('confirms, then ships with a note (--json); a shipped order cannot be cancelled (exit 1, the server says why)', async () => {
    const order = await placeOrder();
    expect(await asAdmin(['orders', 'set-status', order.reference, 'confirmed'])).toEqual({
      code: 0,
      stdout: `Order ${order.reference} is now confirmed (was new)\n`,
      stderr: '',
    });
    expect((await showJson(order.id)).status).toBe('confirmed');

    const shipped = await asAdmin(['orders', 'set-status', order.id, 'shipped', '--note', 'USPS 9400 1000', '--json']);
    expect(shipped).toMatchObject({ code: 0, stderr: '' });
    expect(JSON.parse(shipped.stdout)).toMatchObject({ id: order.id, status: 'shipped', note: 'USPS 9400 1000' });

    expect(await asAdmin(['orders', 'set-status', order.reference, 'shipped'])).toEqual({
      code: 0,
      stdout: `Order ${order.reference} is already shipped\n`,
      stderr: '',
    });
    expect(await asAdmin(['orders', 'set-status', order.reference, 'cancelled', '--yes'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'An order that is shipped cannot become cancelled\n',
    });
    expect(await asAdmin(['orders', 'set-status', order.reference, 'new'])).toEqual({
      code: 1,
      stdout: '',
      stderr: 'An order that is shipped cannot become new\n',
    });
    expect(await showJson(order.id)).toMatchObject({ status: 'shipped', note: 'USPS 9400 1000' });
  });

  it('refuses to cancel without --yes when not on a terminal (exit 2); cancels with --yes and a note', async () => {
    const order = await placeOrder();
    expect(await asAdmin(['orders', 'set-status', order.reference, 'cancelled'])).toEqual({
      code: 2,
      stdout: '',
      stderr: `Refusing to cancel order ${order.reference} without --yes when not on a terminal\n`,
    });
    expect((await showJson(order.id)).status).toBe('new');
    expect(await asAdmin(['orders', 'set-status', order.reference, 'cancelled', '--note', 'Asked to cancel', '--yes'])).toEqual({
      code: 0,
      stdout: `Order ${order.reference} is now cancelled (was new)\n`,
      stderr: '',
    });
    expect(await showJson(order.id)).toMatchObject({ status: 'cancelled', note: 'Asked to cancel' });
    expect(await asAdmin(['orders', 'set-status', order.reference, 'maybe'])).toMatchObject({ code: 2, stdout: '' });
  });

  it('on a terminal a cancellation asks first: "n" keeps the order (exit 1), "y" cancels it', async () => {
    const order = await placeOrder();
    const declined = runOnTerminal(['orders', 'set-status', order.reference, 'cancelled'], await adminEnv(), { columns: 200 });
    await eventually(
      () => declined.terminal.screen().includes(`Cancel order ${order.reference} from Jane ${order.lastName} (2 items, ${dollars(order.subtotalCents)})?`) && declined.terminal.isListening() || undefined,
      15_000,
      'the confirm prompt',
    );
    declined.terminal.type('n');
    expect(await declined.done).toBe(1);
    expect(declined.terminal.stderrText()).toBe('Cancelled.\n');
    expect((await showJson(order.id)).status).toBe('new');

    const accepted = runOnTerminal(['orders', 'set-status', order.reference, 'cancelled'], await adminEnv());
    await eventually(() => accepted.terminal.isListening() || undefined, 15_000, 'the confirm prompt');
    accepted.terminal.type('y');
    expect(await accepted.done).toBe(0);
    expect(accepted.terminal.screen()).toContain(`Order ${order.reference} is now cancelled (was new)`);
    expect((await showJson(order.id)).status).toBe('cancelled');
  });
});

describe('momstride orders as a member', () => {
  it('refuses every orders command (exit 1, "Admin access required") and changes nothing', async () => {
    const order = await placeOrder();
    const env = memberEnv(await freshMember());
    for (const argv of [
      ['orders', 'list', '--json'],
      ['orders', 'show', order.id],
      ['orders', 'show', order.reference],
      ['orders', 'set-status', order.reference, 'cancelled'],
    ]) {
      expect(await runMomstride(argv, { configDir: tempConfigDir(), env })).toEqual({ code: 1, stdout: '', stderr: ADMIN_REQUIRED });
    }
    expect((await showJson(order.id)).status).toBe('new');
  });

  it('without credentials is exit 4', async () => {
    expect(await runMomstride(['orders', 'list'], { configDir: tempConfigDir() })).toEqual({
      code: 4,
      stdout: '',
      stderr: 'You are not logged in. Run: momstride auth login\n',
    });
  });
});
