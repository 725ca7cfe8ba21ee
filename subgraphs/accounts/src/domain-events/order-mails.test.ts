/**
 * Order mails through a real SMTP conversation (a stand-in mail server that refuses some addresses for good), on an
 * accounts of its own: the shopper's confirmation and the admins' notice are separate deliveries, so an address the
 * mail server refuses never stops the admins' notice, and the refused confirmation is not retried (docs/security.md,
 * H1 and L9). What the mails say is checked in mail/order-mails.unit.test.ts.
 */
import { randomUUID } from 'node:crypto';
import { createLogger, queueName, startEventBus, type EventBus } from '@momstride/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, type FreshSubgraphs, registerUser, startFreshSubgraphs, withDatabase } from '@momstride/testing';
import { type SmtpStandIn, startSmtpStandIn } from '@momstride/testing/smtp-stand-in';
import { ORDER_NOTICES_PER_HOUR, SHOPPER_MAIL_SUBSCRIBER } from './order-mails.js';

let smtp: SmtpStandIn;
let fresh: FreshSubgraphs;
let bus: EventBus;
let adminEmail: string;

beforeAll(async () => {
  smtp = await startSmtpStandIn((address) => address.startsWith('refused-'));
  fresh = await startFreshSubgraphs(['accounts'], { SMTP_URL: smtp.url });
  // The first account of a fresh organization is its owner, an admin.
  adminEmail = `owner-${randomUUID()}@test.example`;
  await registerUser({ email: adminEmail }, fresh.urls['accounts']);
  bus = await startEventBus({ connectionString: fresh.databases['domainEvents']!, logger: createLogger({ name: 'order-mails-test', level: 'warn' }) });
}, 120_000);

afterAll(async () => {
  await bus?.stop();
  await fresh?.stop();
  await smtp?.stop();
});

const order = (reference: string, email: string) => ({
  orderId: randomUUID(),
  reference,
  firstName: 'Dana',
  lastName: 'Reyes',
  email,
  subtotalCents: 2500,
  lines: [{ title: 'Walk Together Tee', variantTitle: 'Sage / M', quantity: 1, lineTotalCents: 2500 }],
  shipTo: '12 Elm Street\nAustin, TX 78701\nUS',
  occurredAt: new Date().toISOString(),
  domainEventId: randomUUID(),
});

const mailsWithSubject = (subject: string) => smtp.received.filter((mail) => mail.data.includes(`Subject: ${subject}\r\n`));

/** The states of a subscriber's pg-boss jobs for one order. */
const jobStates = (subscriber: string, reference: string) =>
  withDatabase(fresh.databases['domainEvents']!, async (client) =>
    (await client.query(`select state from pgboss.job where name = $1 and data->>'reference' = $2`, [queueName(subscriber, 'order.placed'), reference])).rows.map((row) => String(row.state)),
  );

describe('order mails over SMTP', () => {
  it("a shopper address the mail server refuses: the admins' notice still goes, and the confirmation is dropped, not retried", async () => {
    const reference = `MS-${Math.floor(Math.random() * 1e6)}`;
    const refusedAddress = `refused-${randomUUID()}@example.com`;
    await bus.publish('order.placed', order(reference, refusedAddress));

    const notice = await eventually(async () => mailsWithSubject(`New order request ${reference}`)[0], 20_000, 'the admins’ notice');
    expect(notice.to).toEqual([adminEmail]);
    await eventually(async () => (smtp.refused.includes(refusedAddress) ? true : undefined), 20_000, 'the refused confirmation');
    // The confirmation's delivery ends completed: no retry every 15 s for a day.
    expect(await eventually(async () => ((await jobStates(SHOPPER_MAIL_SUBSCRIBER, reference)).includes('completed') ? true : undefined), 20_000, 'the confirmation job completed')).toBe(true);
    expect(await jobStates(SHOPPER_MAIL_SUBSCRIBER, reference)).toEqual(['completed']);
    expect(await jobStates('accounts', reference)).toEqual(['completed']);
    expect(smtp.refused.filter((address) => address === refusedAddress)).toHaveLength(1);
  });

  it('an address the mail server takes gets its confirmation, and the admins their notice, once each', async () => {
    const reference = `MS-${Math.floor(Math.random() * 1e6)}`;
    const shopper = `dana-${randomUUID()}@example.com`;
    await bus.publish('order.placed', order(reference, shopper));
    const confirmation = await eventually(async () => mailsWithSubject(`We received your order request ${reference}`)[0], 20_000, 'the confirmation');
    expect(confirmation.to).toEqual([shopper]);
    await eventually(async () => mailsWithSubject(`New order request ${reference}`)[0], 20_000, 'the notice');
    await eventually(async () => ((await jobStates('accounts', reference)).includes('completed') && (await jobStates(SHOPPER_MAIL_SUBSCRIBER, reference)).includes('completed') ? true : undefined), 20_000, 'both jobs');
    expect(mailsWithSubject(`We received your order request ${reference}`)).toHaveLength(1);
    expect(mailsWithSubject(`New order request ${reference}`)).toHaveLength(1);
  });

  it(`the admins are mailed about at most ${ORDER_NOTICES_PER_HOUR} orders an hour; every shopper still gets her confirmation`, async () => {
    const batch = `MS-B${Math.floor(Math.random() * 1e5)}-`;
    const references = Array.from({ length: ORDER_NOTICES_PER_HOUR }, (_, i) => `${batch}${i}`);
    for (const reference of references) await bus.publish('order.placed', order(reference, `shopper-${randomUUID()}@example.com`));
    // Every confirmation went, and every admin delivery of the batch has run (mailed or held back).
    const confirmationsOf = () => smtp.received.filter((mail) => mail.data.includes(`Subject: We received your order request ${batch}`));
    let states = '';
    await eventually(
      async () => {
        const rows = await withDatabase(fresh.databases['domainEvents']!, async (client) =>
          (await client.query(`select name, state, count(*)::int as n from pgboss.job where data->>'reference' like $1 group by name, state`, [`${batch}%`])).rows,
        );
        states = JSON.stringify(rows);
        const adminDone = rows.find((row) => row.name === queueName('accounts', 'order.placed') && row.state === 'completed')?.n ?? 0;
        return adminDone === references.length && confirmationsOf().length === references.length ? true : undefined;
      },
      80_000,
      'every delivery of the batch',
    ).catch((error: unknown) => {
      throw new Error(`${String(error)}; jobs: ${states}; confirmations: ${confirmationsOf().length}`);
    });
    const notices = smtp.received.filter((mail) => mail.data.includes(`Subject: New order request ${batch}`));
    const confirmations = confirmationsOf();
    // The tests above had 2 notices this hour: 28 of the batch's 30 are mailed, the rest are in the Orders tab.
    expect(notices).toHaveLength(ORDER_NOTICES_PER_HOUR - 2);
    expect(confirmations).toHaveLength(ORDER_NOTICES_PER_HOUR);
  }, 120_000);
});
