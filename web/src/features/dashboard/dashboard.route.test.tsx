import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const jo = { id: 'member-2', firstName: 'Jo', lastName: 'Park' };

describe('/dashboard', () => {
  it('shows a loading state, then greets her with her panels', async () => {
    await openThroughLoading('/dashboard', 'DashboardPage', {
      upcomingWalks: [{ id: 'event-1', title: 'Sunrise Walk by the Lake', eventDate: inDays(2), location: 'Lake Park' }],
      recentConversations: [{ id: jo.id, partner: jo, unreadCount: 1, lastMessage: { id: 'message-1', content: 'Coffee after?', sender: jo } }],
    }, { as: aMember });
    expect(await findHeading(`Welcome back, ${aMember.firstName}!`, 1)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Sunrise Walk by the Lake' })).toBeTruthy();
    expect(screen.getByText('Jo Park')).toBeTruthy();
    await expectLoaded();
  });

  it('says when the dashboard could not be loaded', async () => {
    await renderRoute('/dashboard', { as: aMember, api: new FakeApi().fail('DashboardPage') });
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
    expect(screen.getByText(/We could not load your dashboard right now/)).toBeTruthy();
  });

  it('shows the empty panels, each with a way forward', async () => {
    await renderRoute('/dashboard', { as: aMember });
    expect(await findHeading('No walks planned yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Events' }).getAttribute('href')).toBe('/events');
    expect(screen.getByRole('heading', { name: 'No messages yet' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The feed is quiet' })).toBeTruthy();
  });
});
