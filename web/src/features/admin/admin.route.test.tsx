import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading, tryAgainWith } from '../../testing/screen-states';
import { anAdmin } from '../../testing/viewers';

const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com', role: 'member' };

describe('/admin', () => {
  describe('Users tab (opens first)', () => {
    it('shows a loading state, then the users and the total', async () => {
      await openThroughLoading('/admin', 'AdminUsersPage', { adminUsers: { total: 1, users: [jo] } }, { as: anAdmin });
      expect(await screen.findByText('1 user')).toBeTruthy();
      expect(screen.getAllByText(/jo@example\.com/).length).toBeGreaterThan(0);
      await expectLoaded();
    });

    it('says when the users could not be loaded', async () => {
      await renderRoute('/admin', { as: anAdmin, api: new FakeApi().fail('AdminUsersPage') });
      expect(await screen.findByText('Failed to load users')).toBeTruthy();
    });

    it('marks a suspended member and lifts her suspension', async () => {
      const suspended = { ...jo, suspendedAt: new Date().toISOString() };
      const api = new FakeApi()
        .answer('AdminUsersPage', { adminUsers: { total: 1, users: [suspended] } })
        .answer('LiftMemberSuspension', { liftSuspension: { id: jo.id, suspendedAt: null } });
      const { user } = await renderRoute('/admin', { as: anAdmin, api });
      const row = await screen.findByRole('row', { name: 'Jo Park' });
      expect(within(row).getByText('Suspended')).toBeTruthy();
      await user.click(within(row).getByRole('button', { name: "Lift Jo Park's suspension" }));
      await user.click(await screen.findByRole('button', { name: 'Lift suspension' }));
      expect(await screen.findByText('Suspension lifted: she can sign in again')).toBeTruthy();
      await waitFor(() => expect(within(row).queryByText('Suspended')).toBeNull());
    });

    it('says there are no users yet', async () => {
      await renderRoute('/admin', { as: anAdmin });
      expect(await screen.findByText('No users yet.')).toBeTruthy();
    });
  });

  describe('Events tab', () => {
    const walk = { id: 'event-1', title: 'Sunrise Walk by the Lake', status: 'upcoming', eventDate: new Date(Date.now() + 3 * 86_400_000).toISOString(), maxParticipants: 12 };

    it('shows a loading state, then the event cards with Edit', async () => {
      await openThroughLoading('/admin?tab=events', 'AdminEvents', { events: [walk] }, { as: anAdmin });
      expect(await screen.findByText('Sunrise Walk by the Lake')).toBeTruthy();
      expect(screen.getByText('1 event')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Edit Sunrise Walk by the Lake' })).toBeTruthy();
      await expectLoaded();
    });

    it('says when the events could not be loaded', async () => {
      await renderRoute('/admin?tab=events', { as: anAdmin, api: new FakeApi().fail('AdminEvents') });
      expect(await screen.findByText('Failed to load events')).toBeTruthy();
    });

    it('says there are no events yet, beside the create form', async () => {
      await renderRoute('/admin?tab=events', { as: anAdmin });
      expect(await findHeading('No events yet')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Create an event' })).toBeTruthy();
    });
  });

  describe('Orders tab', () => {
    const order = { id: 'order-1', reference: 'MS-1042', status: 'new', firstName: 'Jo', lastName: 'Park', email: 'jo@example.com' };

    it('shows a loading state, then the order requests', async () => {
      await openThroughLoading('/admin?tab=orders', 'AdminOrders', { orders: [order] }, { as: anAdmin });
      expect(await findHeading('MS-1042')).toBeTruthy();
      await expectLoaded();
    });

    it('says when the orders could not be loaded, and Try Again loads them', async () => {
      const api = new FakeApi().fail('AdminOrders');
      const { user } = await renderRoute('/admin?tab=orders', { as: anAdmin, api });
      expect(await findHeading('Orders could not be loaded')).toBeTruthy();
      await tryAgainWith(user, api, 'AdminOrders', { orders: [order] });
      expect(await findHeading('MS-1042')).toBeTruthy();
    });

    it('says there are no orders yet', async () => {
      await renderRoute('/admin?tab=orders', { as: anAdmin });
      expect(await findHeading('No orders yet')).toBeTruthy();
    });
  });

  describe('Reports tab', () => {
    const reasons = [{ value: 'spam', label: 'Spam' }, { value: 'inappropriate', label: 'Inappropriate content' }];
    const base = { status: 'open', resolution: null, restoredAt: null, reportCount: 1, author: jo, reporter: anAdmin, message: null, post: null, story: null, photo: null, review: null, member: null };
    const messageReport = { ...base, id: 'report-1', subjectType: 'message', subjectId: 'message-9', reason: 'spam', message: { id: 'message-9', content: 'Buy followers now!!!' } };
    const photoReport = {
      ...base,
      id: 'report-2',
      subjectType: 'photo',
      subjectId: 'photo-3',
      reason: 'inappropriate',
      reportCount: 2,
      photo: { id: 'photo-3', title: 'Not a walk at all', thumbnailUrl: '/media/photos/3-thumb.webp' },
    };

    it('shows a loading state, then every kind of report with what was reported and how many reported it', async () => {
      await openThroughLoading('/admin?tab=reports', 'AdminReports', { reports: [messageReport, photoReport], messageReportReasons: reasons }, { as: anAdmin });
      expect(await screen.findByText('Buy followers now!!!')).toBeTruthy();
      expect(screen.getByText('Spam')).toBeTruthy();
      expect(screen.getByRole('figure', { name: 'Reported photo' }).textContent).toContain('Not a walk at all');
      expect(screen.getByText('Reported by 2 members')).toBeTruthy();
      // A message cannot be hidden; a photo can; both authors can be suspended.
      const messageForm = screen.getByRole('form', { name: "Resolve the report of Jo Park's message" });
      expect(within(messageForm).queryByRole('button', { name: /^Hide/ })).toBeNull();
      const photoForm = screen.getByRole('form', { name: "Resolve the report of Jo Park's photo" });
      expect(within(photoForm).getByRole('button', { name: 'Hide photo' })).toBeTruthy();
      expect(within(photoForm).getByRole('button', { name: 'Suspend Jo Park' })).toBeTruthy();
      await expectLoaded();
    });

    it('hides a photo with a note: its reports leave the open list', async () => {
      const api = new FakeApi()
        .answer('AdminReports', { reports: [messageReport, photoReport], messageReportReasons: reasons })
        .answer('ResolveReport', { resolveReport: { id: 'report-2', status: 'resolved', resolution: 'hidden', resolutionNote: 'Not a walk' } });
      const { user } = await renderRoute('/admin?tab=reports', { as: anAdmin, api });
      const photoForm = await screen.findByRole('form', { name: "Resolve the report of Jo Park's photo" });
      await user.type(within(photoForm).getByLabelText('Resolution note (optional)'), 'Not a walk');
      await user.click(within(photoForm).getByRole('button', { name: 'Hide photo' }));
      expect(await screen.findByText('Content hidden')).toBeTruthy();
      expect(api.sent.find((sent) => sent.operationName === 'ResolveReport')?.variables).toEqual({ id: 'report-2', action: 'hide', note: 'Not a walk' });
      await waitFor(() => expect(screen.queryByText('Not a walk at all')).toBeNull());
      expect(screen.getByText('Buy followers now!!!')).toBeTruthy();
    });

    it('filters by kind and status, and restores hidden content', async () => {
      const hidden = { ...photoReport, status: 'resolved', resolution: 'hidden', resolutionNote: 'Not a walk' };
      const api = new FakeApi()
        .answer('AdminReports', (variables) => ({ reports: variables.status === 'resolved' ? [hidden] : [], messageReportReasons: reasons }))
        .answer('RestoreReport', { restoreReportedContent: { id: 'report-2', restoredAt: new Date().toISOString() } });
      const { user } = await renderRoute('/admin?tab=reports', { as: anAdmin, api });
      expect(await findHeading('No open reports')).toBeTruthy();
      await user.selectOptions(screen.getByLabelText('Kind'), 'photo');
      await user.selectOptions(screen.getByLabelText('Status'), 'resolved');
      expect(await screen.findByText('Not a walk at all')).toBeTruthy();
      expect(api.sent.filter((sent) => sent.operationName === 'AdminReports').at(-1)?.variables).toMatchObject({ kind: 'photo', status: 'resolved' });
      await user.click(screen.getByRole('button', { name: 'Restore photo' }));
      expect(await screen.findByText('The photo shows again')).toBeTruthy();
    });

    it('says when the reports could not be loaded', async () => {
      await renderRoute('/admin?tab=reports', { as: anAdmin, api: new FakeApi().fail('AdminReports') });
      expect(await screen.findByText('Failed to load reports')).toBeTruthy();
    });

    it('says there are no open reports', async () => {
      await renderRoute('/admin?tab=reports', { as: anAdmin });
      expect(await findHeading('No open reports')).toBeTruthy();
    });
  });

  describe('Webhooks tab', () => {
    const endpoint = { id: 'webhook-1', url: 'https://hooks.example.com/momstride', enabled: true, events: ['member_joined'] };

    it('shows a loading state, then the endpoints', async () => {
      await openThroughLoading('/admin?tab=webhooks', 'AdminWebhooks', { webhookEndpoints: [endpoint] }, { as: anAdmin });
      expect(await findHeading('https://hooks.example.com/momstride')).toBeTruthy();
      await expectLoaded();
    });

    it('says when the webhooks could not be loaded, and Try Again loads them', async () => {
      const api = new FakeApi().fail('AdminWebhooks');
      const { user } = await renderRoute('/admin?tab=webhooks', { as: anAdmin, api });
      expect(await findHeading('Webhooks could not be loaded')).toBeTruthy();
      await tryAgainWith(user, api, 'AdminWebhooks', { webhookEndpoints: [endpoint] });
      expect(await findHeading('https://hooks.example.com/momstride')).toBeTruthy();
    });

    it('says there are no webhooks yet', async () => {
      await renderRoute('/admin?tab=webhooks', { as: anAdmin });
      expect(await findHeading('No webhooks yet')).toBeTruthy();
    });
  });
});
