import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../testing/fake-api';
import { renderRoute } from '../../testing/render-route';
import { findHeading } from '../../testing/screen-states';
import { anAdmin } from '../../testing/viewers';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const toLocalInput = (iso: string) => {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

describe('Admin Panel → Events: recurring walks and guests', () => {
  it('creates a walk that repeats weekly on chosen days every 2 weeks for 6 times, with a guest limit', async () => {
    const api = new FakeApi().answer('CreateEvent', { createEvent: { id: 'walk-1', title: 'Stroller Saturday' } });
    const { user } = await renderRoute('/admin?tab=events', { as: anAdmin, api });
    const form = within(await screen.findByRole('form', { name: 'Create an event' }));
    await user.type(form.getByLabelText(/^Title/), 'Stroller Saturday');
    await user.type(form.getByLabelText(/^Description/), 'Strollers welcome');
    await user.type(form.getByLabelText(/^Date and time/), toLocalInput(inDays(5)));
    await user.clear(form.getByLabelText(/^Guests per member/));
    await user.type(form.getByLabelText(/^Guests per member/), '2');
    await user.selectOptions(form.getByLabelText('Repeats'), 'weekly');
    await user.clear(form.getByLabelText('Every how many weeks'));
    await user.type(form.getByLabelText('Every how many weeks'), '2');
    await user.click(form.getByLabelText('Sat'));
    await user.click(form.getByLabelText('Sun'));
    await user.clear(form.getByLabelText('Times'));
    await user.type(form.getByLabelText('Times'), '6');
    await user.click(form.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeTruthy();
    const input = api.sent.find((sent) => sent.operationName === 'CreateEvent')?.variables['input'] as Record<string, unknown>;
    expect(input).toMatchObject({
      title: 'Stroller Saturday',
      guestLimit: 2,
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['SA', 'SU'], monthlyBy: null, until: null, count: 6 },
    });
  });

  it('monthly on the same weekday until a date', async () => {
    const api = new FakeApi().answer('CreateEvent', { createEvent: { id: 'walk-2' } });
    const { user } = await renderRoute('/admin?tab=events', { as: anAdmin, api });
    const form = within(await screen.findByRole('form', { name: 'Create an event' }));
    await user.type(form.getByLabelText(/^Title/), 'Full-moon hike');
    await user.type(form.getByLabelText(/^Description/), 'Headlamps on');
    await user.type(form.getByLabelText(/^Date and time/), toLocalInput(inDays(5)));
    await user.selectOptions(form.getByLabelText('Repeats'), 'monthly');
    await user.selectOptions(form.getByLabelText('On'), 'weekday_of_month');
    await user.selectOptions(form.getByLabelText('Ends'), 'until');
    await user.type(form.getByLabelText('Last date'), '2031-06-30');
    await user.click(form.getByRole('button', { name: 'Create Event' }));
    expect(await screen.findByText('Event created successfully!')).toBeTruthy();
    expect(api.sent.find((sent) => sent.operationName === 'CreateEvent')?.variables['input']).toMatchObject({
      repeat: { frequency: 'monthly', interval: 1, weekdays: null, monthlyBy: 'weekday_of_month', until: '2031-06-30', count: null },
    });
  });

  it('cancelling a date of a recurring walk asks "Only this date" or "This and following"', async () => {
    const walk = {
      id: 'walk-1',
      title: 'Stroller Saturday',
      eventDate: inDays(5),
      status: 'upcoming',
      currentParticipants: 3,
      guestLimit: 2,
      series: { id: 'series-1', summary: 'Repeats weekly on Saturday' },
    };
    const api = new FakeApi().answer('AdminEvents', { events: [walk] }).answer('CancelEvent', { cancelEvent: { ...walk, status: 'cancelled' } });
    const { user } = await renderRoute('/admin?tab=events', { as: anAdmin, api });
    const card = within((await findHeading('Stroller Saturday')).closest('article')!);
    expect(card.getByText('Repeats weekly on Saturday')).toBeTruthy();
    expect(card.getByText('Up to 2 guests per member')).toBeTruthy();
    await user.click(card.getByRole('button', { name: 'Cancel event Stroller Saturday' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.click(dialog.getByLabelText('This and following'));
    await user.click(dialog.getByRole('button', { name: 'Cancel event' }));
    expect(await screen.findByText('This and the following dates are cancelled')).toBeTruthy();
    expect(api.sent.find((sent) => sent.operationName === 'CancelEvent')?.variables).toEqual({ id: 'walk-1', scope: 'this_and_following' });
  });

  it('editing a date of a recurring walk asks whether the change is for this date only or the following ones too', async () => {
    const walk = {
      id: 'walk-1',
      title: 'Stroller Saturday',
      description: 'Strollers welcome',
      eventDate: inDays(5),
      durationMinutes: 60,
      status: 'upcoming',
      guestLimit: 1,
      series: { id: 'series-1', summary: 'Repeats weekly on Saturday' },
    };
    const api = new FakeApi().answer('AdminEvents', { events: [walk] }).answer('UpdateEvent', { updateEvent: walk });
    const { user } = await renderRoute('/admin?tab=events', { as: anAdmin, api });
    const card = within((await findHeading('Stroller Saturday')).closest('article')!);
    await user.click(card.getByRole('button', { name: 'Edit Stroller Saturday' }));
    const form = within(await screen.findByRole('form', { name: 'Edit Stroller Saturday' }));
    expect(form.queryByLabelText('Repeats')).toBeNull(); // the rule is set when the walk is created
    await user.clear(form.getByLabelText(/^Location/));
    await user.type(form.getByLabelText(/^Location/), 'North gate');
    await user.selectOptions(form.getByLabelText('Apply the changes to'), 'this_and_following');
    await user.click(form.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Event updated successfully!')).toBeTruthy();
    expect(api.sent.find((sent) => sent.operationName === 'UpdateEvent')?.variables).toMatchObject({
      id: 'walk-1',
      scope: 'this_and_following',
      input: { location: 'North gate', guestLimit: 1 },
    });
  });
});
