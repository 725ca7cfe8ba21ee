import { screen } from '@testing-library/react';
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
    const report = { id: 'report-1', reason: 'spam', message: { id: 'message-9', content: 'Buy followers now!!!' }, sender: jo, reporter: anAdmin };

    it('shows a loading state, then the reported messages', async () => {
      await openThroughLoading('/admin?tab=reports', 'AdminReports', { messageReports: [report], messageReportReasons: [{ value: 'spam', label: 'Spam' }] }, { as: anAdmin });
      expect(await screen.findByText('Buy followers now!!!')).toBeTruthy();
      expect(screen.getByText('Spam')).toBeTruthy();
      await expectLoaded();
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
