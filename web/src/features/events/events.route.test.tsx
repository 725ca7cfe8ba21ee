import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { expectLoaded, findHeading, openThroughLoading, tryAgainWith } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const sunriseWalk = { id: 'event-1', title: 'Sunrise Walk by the Lake', eventDate: inDays(3), status: 'upcoming', maxParticipants: 12, currentParticipants: 4 };

describe('/events', () => {
  it('shows a loading state until the events arrive, then their cards', async () => {
    await openThroughLoading('/events', 'EventsPage', { events: [sunriseWalk] }, { as: aMember });
    expect(await findHeading('Sunrise Walk by the Lake')).toBeTruthy();
    await expectLoaded();
  });

  it('says when the events could not be loaded, and Try again loads them', async () => {
    const api = new FakeApi().fail('EventsPage');
    const { user } = await renderRoute('/events', { as: aMember, api });
    await tryAgainWith(user, api, 'EventsPage', { events: [sunriseWalk] });
    expect(await findHeading('Sunrise Walk by the Lake')).toBeTruthy();
  });

  it('says there are no events yet', async () => {
    await renderRoute('/events', { as: aMember });
    expect(await findHeading('No events yet')).toBeTruthy();
  });

  it('lists the walks she joined under My Events', async () => {
    await renderRoute('/events?tab=mine', { as: aMember, api: new FakeApi().answer('MyEvents', { myEvents: [{ ...sunriseWalk, isJoined: true }] }) });
    expect(await findHeading('Sunrise Walk by the Lake')).toBeTruthy();
    expect(screen.getByRole('button', { name: /leave event/i })).toBeTruthy();
  });

  it('invites her to browse when she has joined no walk', async () => {
    const { user } = await renderRoute('/events?tab=mine', { as: aMember, api: new FakeApi().answer('EventsPage', { events: [sunriseWalk] }) });
    expect(await findHeading("You haven't joined any events yet")).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Browse events' }));
    expect(await findHeading('Sunrise Walk by the Lake')).toBeTruthy();
  });
});
