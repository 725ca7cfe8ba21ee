import type { SystemReport, SystemService } from '@momstride/contracts/system-report';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../../testing/fake-api';
import { currentPath, renderRoute } from '../../../testing/render-route';
import { expectLoaded, findHeading, loadingTexts } from '../../../testing/screen-states';
import { aMember, anAdmin } from '../../../testing/viewers';

const REPORT_PATH = '/api/admin/system';
const RETRY_PATH = '/api/admin/system/queues/community__user-deleted/retry';
const NAMES = ['gateway', 'accounts', 'community', 'events-wellness', 'messaging', 'media-reviews', 'commerce'];

const minute = (index: number, requests: number) => ({
  at: new Date(Date.UTC(2026, 10, 28, 9, index)).toISOString(),
  requests,
  errors: index === 3 ? 2 : 0,
  p95_ms: 40 + index * 5,
});

const service = (name: string, figures: Partial<SystemService> = {}): SystemService => ({
  name,
  up: true,
  version: '1.4.0',
  requests_per_minute: 120,
  error_rate: 0.004,
  p50_ms: 12.5,
  p95_ms: 84,
  p99_ms: 1320,
  minutes: [minute(1, 100), minute(2, 140), minute(3, 90), minute(4, 150)],
  ...figures,
});

const report: SystemReport = {
  generated_at: '2026-11-28T09:05:00.000Z',
  collecting: false,
  window_minutes: 4,
  services: NAMES.map((name) => service(name, name === 'commerce' ? { up: false, version: null, requests_per_minute: null, error_rate: null, p50_ms: null, p95_ms: null, p99_ms: null, minutes: [] } : {})),
  slowest_operations: [
    { service: 'gateway', kind: 'graphql', name: 'Dashboard', requests: 420, p95_ms: 310 },
    { service: 'gateway', kind: 'rest', name: 'GET /api/events/:id', requests: 12, p95_ms: 95 },
  ],
  queues: [
    { service: 'community', queue: 'community__user-deleted', queued: 0, active: 0, retry: 1, dead_letters: 3 },
    { service: 'accounts', queue: 'accounts__post-created', queued: 0, active: 0, retry: 0, dead_letters: 0 },
  ],
  deliveries: { mails_sent: 14, mails_failed: 2, webhooks_delivered: 30, webhooks_failed: 1, webhooks_dead: 0 },
  disk: { media_bytes: 52_428_800, databases: [{ database: 'momstride_accounts', bytes: 9_437_184 }] },
};

const collecting: SystemReport = {
  ...report,
  collecting: true,
  window_minutes: 0,
  services: NAMES.map((name) => service(name, { requests_per_minute: null, error_rate: null, p50_ms: null, p95_ms: null, p99_ms: null, minutes: [] })),
  slowest_operations: [],
  deliveries: { mails_sent: null, mails_failed: null, webhooks_delivered: null, webhooks_failed: null, webhooks_dead: null },
};

describe('/admin?tab=system', () => {
  it('shows a loading state, then every service up or down with its figures and charts, the slowest operations, queues, deliveries and disk', async () => {
    const api = new FakeApi().holdRest(REPORT_PATH);
    await renderRoute('/admin?tab=system', { as: anAdmin, api });
    await waitFor(() => expect(api.restSent).toContain(`GET ${REPORT_PATH}`));
    await waitFor(() => expect(loadingTexts()).not.toEqual([]));
    api.answerRest(REPORT_PATH, report);

    expect(await findHeading('System', 2)).toBeTruthy();
    const gateway = screen.getByRole('listitem', { name: 'Gateway' });
    expect(within(gateway).getByText('Up')).toBeTruthy();
    expect(within(gateway).getByText('Version 1.4.0')).toBeTruthy();
    expect(within(gateway).getByText('120')).toBeTruthy();
    expect(within(gateway).getByText('0.4%')).toBeTruthy();
    expect(within(gateway).getByText('12.5 ms')).toBeTruthy();
    expect(within(gateway).getByText('1.3 s')).toBeTruthy();
    expect(within(gateway).getByRole('img', { name: /Gateway: requests a minute over the last 4 minutes/ })).toBeTruthy();
    const shop = screen.getByRole('listitem', { name: 'Shop' });
    expect(within(shop).getByText('Down')).toBeTruthy();
    expect(within(shop).getByText('Version unknown')).toBeTruthy();
    expect(screen.getByText(/^1 of 7 down · last 4 minutes · updated \d{1,2}:\d{2}/)).toBeTruthy();

    const slowest = screen.getByRole('list', { name: 'Slowest operations' });
    expect(within(slowest).getAllByRole('listitem').map((item) => item.querySelector('code')?.textContent)).toEqual(['Dashboard', 'GET /api/events/:id']);
    expect(screen.getByRole('button', { name: 'Retry 3 dead letters of community: user deleted' })).toBeTruthy();
    expect(screen.getByText('1 other queues are empty.')).toBeTruthy();
    expect(within(screen.getByLabelText('Deliveries in the last hour')).getByText('2')).toBeTruthy();
    expect(screen.getByText('50 MB')).toBeTruthy();
    await expectLoaded();
  });

  it('says it is collecting during the first minute, with no invented figures', async () => {
    await renderRoute('/admin?tab=system', { as: anAdmin, api: new FakeApi().answerRest(REPORT_PATH, collecting) });
    expect(await screen.findByText(/Collecting: the services are read once a minute/)).toBeTruthy();
    expect(screen.getByText('Collecting: the slowest operations show after the first minute.')).toBeTruthy();
    const gateway = screen.getByRole('listitem', { name: 'Gateway' });
    expect(within(gateway).getByText('Traffic and latency show after the first minute.')).toBeTruthy();
    expect(within(gateway).queryByText('—')).toBeNull();
    expect(within(gateway).queryByRole('img')).toBeNull();
  });

  it('says when the status could not be loaded, and loads it on Try Again', async () => {
    const api = new FakeApi().answerRest(REPORT_PATH, { detail: 'Internal Server Error' }, 500);
    const { user } = await renderRoute('/admin?tab=system', { as: anAdmin, api });
    expect(await findHeading('The system status could not be loaded')).toBeTruthy();
    api.answerRest(REPORT_PATH, report);
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('listitem', { name: 'Gateway' })).toBeTruthy();
  });

  it('retries dead letters after a confirmation, then asks for the report again', async () => {
    const api = new FakeApi().answerRest(REPORT_PATH, report).answerRest(RETRY_PATH, { queue: 'community__user-deleted', service: 'community', requeued: 3 });
    const { user } = await renderRoute('/admin?tab=system', { as: anAdmin, api });
    await user.click(await screen.findByRole('button', { name: 'Retry 3 dead letters of community: user deleted' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Retry 3 dead letters?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(api.restSent).not.toContain(`POST ${RETRY_PATH}`);

    await user.click(screen.getByRole('button', { name: 'Retry 3 dead letters of community: user deleted' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('3 dead letters queued again')).toBeTruthy();
    expect(api.restSent.filter((sent) => sent === `GET ${REPORT_PATH}`)).toHaveLength(2);
    expect(api.restSent).toContain(`POST ${RETRY_PATH}`);
  });

  it('has no System tab for a member: she is sent to the dashboard and the report is never asked for', async () => {
    const api = new FakeApi();
    await renderRoute('/admin?tab=system', { as: aMember, api });
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(screen.queryByRole('tab', { name: 'System' })).toBeNull();
    expect(api.restSent).not.toContain(`GET ${REPORT_PATH}`);
  });
});
