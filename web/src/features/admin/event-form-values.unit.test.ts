import { describe, expect, it } from 'vitest';
import { toDateTimeLocalValue } from '../../lib/datetime-local';
import {
  checkEventForm,
  DATE_IN_PAST,
  DURATION_MIN,
  emptyEventForm,
  eventFormValuesOf,
  GUEST_LIMIT_RANGE,
  MAX_PARTICIPANTS_MIN,
  REQUIRED,
  REQUIRED_FIELDS,
} from './event-form-values';
import { COUNT_RANGE, INTERVAL_RANGE, UNTIL_REQUIRED } from './repeat-form-values';

const now = new Date(2026, 2, 1, 12, 0).getTime();
const tomorrow = new Date(2026, 2, 2, 9, 30);
const filled = {
  ...emptyEventForm,
  title: '  Sunrise walk ',
  description: 'Three easy miles',
  eventDate: toDateTimeLocalValue(tomorrow),
  durationMinutes: '45',
};

describe('the event form (docs/product.md, Validation rules)', () => {
  it('asks for every required field with one message', () => {
    const check = checkEventForm({ ...emptyEventForm, durationMinutes: '' }, now);
    expect(check.message).toBe(REQUIRED_FIELDS);
    expect(check.errors).toEqual({ title: REQUIRED, description: REQUIRED, eventDate: REQUIRED, durationMinutes: REQUIRED });
    expect(check.input).toBeNull();
    expect(checkEventForm({ ...filled, description: '   ' }, now).message).toBe(REQUIRED_FIELDS);
  });

  it('sends trimmed values; an empty maximum is unlimited (null)', () => {
    expect(checkEventForm({ ...filled, location: '  ' }, now)).toEqual({
      errors: {},
      message: null,
      input: {
        title: 'Sunrise walk',
        description: 'Three easy miles',
        eventDate: tomorrow.toISOString(),
        durationMinutes: 45,
        location: null,
        maxParticipants: null,
        guestLimit: 0,
      },
    });
    expect(checkEventForm({ ...filled, maxParticipants: '12', location: 'Park' }, now).input).toMatchObject({ maxParticipants: 12, location: 'Park' });
  });

  it('sends the guest limit and, when it repeats, the repeat; refuses a guest limit or repeat out of range', () => {
    const weekly = { ...filled, guestLimit: '2', repeat: 'weekly' as const, weekdays: 'SA,SU', interval: '2', ends: 'count' as const, count: '6' };
    expect(checkEventForm(weekly, now).input).toMatchObject({
      guestLimit: 2,
      repeat: { frequency: 'weekly', interval: 2, weekdays: ['SA', 'SU'], monthlyBy: null, until: null, count: 6 },
    });
    expect(checkEventForm({ ...filled, guestLimit: '21' }, now).errors).toEqual({ guestLimit: GUEST_LIMIT_RANGE });
    expect(checkEventForm({ ...weekly, count: '53' }, now).errors).toEqual({ count: COUNT_RANGE });
    expect(checkEventForm({ ...weekly, interval: '0' }, now).errors).toEqual({ interval: INTERVAL_RANGE });
    expect(checkEventForm({ ...weekly, ends: 'until', until: '' }, now).errors).toEqual({ until: UNTIL_REQUIRED });
  });

  it('refuses a date before now, a duration under 1 and a maximum under 1', () => {
    expect(checkEventForm({ ...filled, eventDate: toDateTimeLocalValue(new Date(now - 60_000)) }, now)).toMatchObject({
      message: DATE_IN_PAST,
      errors: { eventDate: DATE_IN_PAST },
    });
    expect(checkEventForm({ ...filled, durationMinutes: '0' }, now).errors).toEqual({ durationMinutes: DURATION_MIN });
    expect(checkEventForm({ ...filled, durationMinutes: '1.5' }, now).errors).toEqual({ durationMinutes: DURATION_MIN });
    expect(checkEventForm({ ...filled, maxParticipants: '0' }, now).errors).toEqual({ maxParticipants: MAX_PARTICIPANTS_MIN });
  });

  it('an edit that keeps the date sends the stored instant, even once it has passed', () => {
    const stored = new Date(now - 10 * 60_000 + 42_123).toISOString();
    const values = eventFormValuesOf({ title: 'Walk', description: 'On', eventDate: stored, durationMinutes: 60, location: null, maxParticipants: 8 });
    expect(values.maxParticipants).toBe('8');
    const check = checkEventForm(values, now, { value: values.eventDate, eventDate: stored });
    expect(check.input?.eventDate).toBe(stored);
    // A changed date is checked again.
    expect(checkEventForm({ ...values, eventDate: toDateTimeLocalValue(new Date(now - 3_600_000)) }, now, { value: values.eventDate, eventDate: stored }).message).toBe(
      DATE_IN_PAST,
    );
  });
});
