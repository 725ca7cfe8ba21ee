import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  call,
  domainEventsDatabaseUrl,
  eventually,
  knownToMessaging,
  mailsTo,
  newestMailTo,
  queryRows,
  registerMember,
  sendOk,
  subgraphDatabaseUrl,
  uniqueSurname,
} from '@momstride/testing';
import { browserSessions, expectPath, loginThroughUi, seriousViolations, toastWithText } from '@momstride/testing/browser';

const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name, exact: true });

describe('notification settings in the browser', () => {
  const { open } = browserSessions();

  it('she turns message mail off and follow mail on; a member messages and follows her: only the follow is mailed, and its one-click link turns it off on her screen', async () => {
    const amara = await registerMember({ firstName: 'Amara', lastName: uniqueSurname('Quiet') });
    const bea = await registerMember({ firstName: 'Bea', lastName: uniqueSurname('Loud') });
    await knownToMessaging([amara.id, bea.id]);
    const [a, b] = await Promise.all([open(), open('phone')]);

    // Amara opens her settings from the bell's panel.
    await loginThroughUi(a, amara.email, amara.password);
    await a.getByRole('banner').getByRole('button', { name: /^Notifications/ }).click();
    await a.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Notification settings' }).click();
    await expectPath(a, '/settings/notifications');
    await a.getByRole('heading', { name: 'What reaches you' }).waitFor();
    expect(await checkbox(a, 'New messages: by mail').isChecked()).toBe(true);
    expect(await checkbox(a, 'New followers: by mail').isChecked()).toBe(false);
    expect(await seriousViolations(a)).toEqual([]);

    await checkbox(a, 'New messages: by mail').uncheck();
    await checkbox(a, 'New followers: by mail').check();
    await a.getByRole('button', { name: 'Save settings' }).click();
    await toastWithText(a, 'Notification settings saved').waitFor();

    // Bea messages her, then follows her from her profile.
    await sendOk(bea, amara, 'Walk tomorrow at nine?');
    await loginThroughUi(b, bea.email, bea.password);
    await b.goto(`/profile/${amara.id}`);
    await b.getByRole('button', { name: `Follow Amara ${amara.lastName}` }).click();

    // The follow is mailed, with the one-click unsubscribe headers.
    const mail = await newestMailTo(amara.email, { subject: /started following you/, timeoutMs: 20_000 });
    expect(mail.subject).toBe(`Bea ${bea.lastName} started following you`);
    expect(mail.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const link = new URL(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')![1]!);

    // The message is not: messaging applied it and queued no missed-messages check for her.
    const [sent] = await eventually(
      async () => {
        const rows = await queryRows<{ id: string }>(subgraphDatabaseUrl('messaging'), `select id from domain_event_outbox where name = 'message.sent' and payload->>'recipientId' = $1`, [amara.id]);
        return rows.length > 0 ? rows : undefined;
      },
      20_000,
      'the message recorded',
    );
    await eventually(
      async () => ((await queryRows(subgraphDatabaseUrl('messaging'), 'select 1 from processed_domain_events where event_id = $1', [sent!.id])).length > 0 ? true : undefined),
      20_000,
      'the message applied',
    );
    expect(await queryRows(domainEventsDatabaseUrl(), `select 1 from pgboss.job where name = 'messaging__missed-messages' and singleton_key = $1`, [`${amara.id}:${bea.id}`])).toEqual([]);
    expect((await mailsTo(amara.email)).map((m) => m.subject)).toEqual([mail.subject]);

    // The link's page asks first (a GET changes nothing); her click unsubscribes, without signing in anew.
    const page = await call('GET', `${link.pathname}${link.search}`);
    expect(page.text).toContain('Unsubscribe from new followers by mail');
    const visitor = await open();
    await visitor.goto(`${link.pathname}${link.search}`);
    await visitor.getByRole('button', { name: 'Unsubscribe from new followers by mail' }).click();
    await visitor.getByRole('heading', { name: "You're unsubscribed" }).waitFor();

    // Her screen shows the switch off; the rest as she left it.
    await a.reload();
    await a.getByRole('heading', { name: 'What reaches you' }).waitFor();
    expect(await checkbox(a, 'New followers: by mail').isChecked()).toBe(false);
    expect(await checkbox(a, 'New messages: by mail').isChecked()).toBe(false);
    expect(await checkbox(a, 'New messages: push').isChecked()).toBe(true);
  }, 120_000);
});
