import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { aMember } from '../../testing/viewers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const sunriseWalk = { id: 'event-1', title: 'Sunrise Walk by the Lake', eventDate: inDays(3), status: 'upcoming', maxParticipants: 12, currentParticipants: 4 };

describe('/events', () => {
  it('shows a loading state until the events arrive, then their cards', async () => {
    const api = new FakeApi().hold('EventsPage');
    await renderRoute('/events', { as: aMember, api });
    expect(await screen.findByText(/loading events/i)).toBeTruthy();
    api.answer('EventsPage', { events: [sunriseWalk] });
    expect(await screen.findByRole('heading', { name: 'Sunrise Walk by the Lake' })).toBeTruthy();
    expect(screen.queryByText(/loading events/i)).toBeNull();
  });

  it('says when the events could not be loaded, and Try again loads them', async () => {
    const api = new FakeApi().fail('EventsPage');
    const { user } = await renderRoute('/events', { as: aMember, api });
    const retry = await screen.findByRole('button', { name: /try again/i });
    api.answer('EventsPage', { events: [sunriseWalk] });
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'Sunrise Walk by the Lake' })).toBeTruthy();
  });

  it('says there are no events yet', async () => {
    await renderRoute('/events', { as: aMember });
    expect(await screen.findByRole('heading', { name: 'No events yet' })).toBeTruthy();
  });

  it('sends a signed-out visitor to /login', async () => {
    await renderRoute('/events');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(window.location.pathname).toBe('/login');
  });
});
