import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { findHeading } from '../../testing/screen-states';
import { aMember } from '../../testing/viewers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const series = {
  id: 'series-1',
  summary: 'Repeats weekly on Saturday',
  upcomingDates: [
    { id: 'walk-1', eventDate: inDays(3) },
    { id: 'walk-2', eventDate: inDays(10) },
    { id: 'walk-3', eventDate: inDays(17) },
  ],
};
const strollerWalk = {
  id: 'walk-1',
  title: 'Stroller Saturday',
  eventDate: inDays(3),
  status: 'upcoming',
  maxParticipants: 12,
  currentParticipants: 3,
  guestLimit: 2,
  series,
};

const cardOf = async (title: string) => (await findHeading(title)).closest('article')!;

describe('/events: recurring walks and guests', () => {
  it('a date of a recurring walk says how it repeats and its next dates, and offers "This date" or "Every date" with guests', async () => {
    const api = new FakeApi()
      .answer('EventsPage', { events: [strollerWalk] })
      .answer('JoinEventSeries', { joinEventSeries: { joined: [{ id: 'walk-1' }, { id: 'walk-2' }], waitlisted: [{ id: 'walk-3' }] } });
    const { user } = await renderRoute('/events', { as: aMember, api });
    const card = within(await cardOf('Stroller Saturday'));
    expect(card.getByText('Repeats weekly on Saturday')).toBeTruthy();
    expect(card.getByText(/^Next: /).textContent).toContain(' · ');
    expect(card.getByRole('button', { name: 'This date' })).toBeTruthy();

    const more = card.getByRole('button', { name: 'More guests' });
    await user.click(more);
    await user.click(more);
    expect((more as HTMLButtonElement).disabled).toBe(true); // the walk's limit is 2
    await user.click(card.getByRole('button', { name: 'Fewer guests' }));
    expect(card.getByRole('group', { name: 'Guests' }).textContent).toContain('1');

    await user.click(card.getByRole('button', { name: 'Every date' }));
    expect(await screen.findByText('Joined 2 dates, and the waitlist of 1 full date')).toBeTruthy();
    expect(api.sent.find((sent) => sent.operationName === 'JoinEventSeries')?.variables).toEqual({ eventId: 'walk-1', guests: 1 });
  });

  it('joins one date with her guests; a walk without guests shows no stepper', async () => {
    const plain = { id: 'walk-9', title: 'Evening stroll', eventDate: inDays(2), status: 'upcoming', maxParticipants: 10, currentParticipants: 0, guestLimit: 0 };
    const api = new FakeApi()
      .answer('EventsPage', { events: [strollerWalk, plain] })
      .answer('JoinEvent', { joinEvent: { id: 'walk-1', isJoined: true, viewerGuests: 2, currentParticipants: 6, status: 'upcoming' } });
    const { user } = await renderRoute('/events', { as: aMember, api });
    expect(within(await cardOf('Evening stroll')).queryByRole('group', { name: 'Guests' })).toBeNull();
    const card = within(await cardOf('Stroller Saturday'));
    await user.click(card.getByRole('button', { name: 'More guests' }));
    await user.click(card.getByRole('button', { name: 'More guests' }));
    await user.click(card.getByRole('button', { name: 'This date' }));
    expect(await card.findByText(/You’re going with 2 guests/)).toBeTruthy();
    expect(api.sent.find((sent) => sent.operationName === 'JoinEvent')?.variables).toEqual({ eventId: 'walk-1', guests: 2 });
  });
});
