import { describe, expect, it } from 'vitest';
import { describeRRule, expandDates, SERIES_MAX_DATES, toRRule, type Repeat } from './recurrence.js';
import { instantOf, wallTimeIn } from '@momstride/kit/zoned-time';

const CHICAGO = 'America/Chicago';
const weekly = (overrides: Partial<Repeat> = {}): Repeat => ({
  frequency: 'weekly',
  interval: 1,
  weekdays: [],
  monthlyBy: 'day_of_month',
  until: null,
  count: null,
  ...overrides,
});
const localTimes = (dates: Date[]) =>
  dates.map((date) => {
    const wall = wallTimeIn(date, CHICAGO);
    return `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')} ${wall.hour}:${String(wall.minute).padStart(2, '0')}`;
  });

describe('series expansion in the community time zone', () => {
  it('keeps a 9:00 walk at 9:00 local across the spring and autumn daylight-saving changes', () => {
    // Saturday 2027-03-06 09:00 CST (UTC-6); clocks go forward on 2027-03-14 and back on 2027-11-07.
    const first = instantOf({ year: 2027, month: 3, day: 6, hour: 9, minute: 0, second: 0 }, CHICAGO);
    expect(first.toISOString()).toBe('2027-03-06T15:00:00.000Z');
    const dates = expandDates(toRRule(weekly({ count: 3 }), first, CHICAGO), first, CHICAGO);
    expect(dates.map((date) => date.toISOString())).toEqual(['2027-03-06T15:00:00.000Z', '2027-03-13T15:00:00.000Z', '2027-03-20T14:00:00.000Z']);
    const autumn = instantOf({ year: 2027, month: 10, day: 30, hour: 9, minute: 0, second: 0 }, CHICAGO);
    const later = expandDates(toRRule(weekly({ count: 3 }), autumn, CHICAGO), autumn, CHICAGO);
    expect(later.map((date) => date.toISOString())).toEqual(['2027-10-30T14:00:00.000Z', '2027-11-06T14:00:00.000Z', '2027-11-13T15:00:00.000Z']);
  });

  it('weekly on chosen days every 2 weeks until a date (inclusive, local)', () => {
    const first = instantOf({ year: 2027, month: 5, day: 1, hour: 8, minute: 30, second: 0 }, CHICAGO);
    const rule = toRRule(weekly({ weekdays: ['SU', 'SA'], interval: 2, until: '2027-05-16' }), first, CHICAGO);
    expect(rule).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;UNTIL=20270516T235959');
    expect(localTimes(expandDates(rule, first, CHICAGO))).toEqual(['2027-05-01 8:30', '2027-05-02 8:30', '2027-05-15 8:30', '2027-05-16 8:30']);
    expect(describeRRule(rule)).toBe('Repeats every 2 weeks on Saturday and Sunday');
  });

  it('monthly by date and by weekday ("2nd Saturday", "last Sunday")', () => {
    const first = instantOf({ year: 2027, month: 1, day: 9, hour: 10, minute: 0, second: 0 }, CHICAGO);
    const byDate = toRRule(weekly({ frequency: 'monthly', count: 3 }), first, CHICAGO);
    expect(localTimes(expandDates(byDate, first, CHICAGO))).toEqual(['2027-01-09 10:00', '2027-02-09 10:00', '2027-03-09 10:00']);
    expect(describeRRule(byDate)).toBe('Repeats monthly on day 9');
    const byWeekday = toRRule(weekly({ frequency: 'monthly', monthlyBy: 'weekday_of_month', count: 3 }), first, CHICAGO);
    expect(byWeekday).toBe('FREQ=MONTHLY;INTERVAL=1;BYDAY=2SA;COUNT=3');
    expect(localTimes(expandDates(byWeekday, first, CHICAGO))).toEqual(['2027-01-09 10:00', '2027-02-13 10:00', '2027-03-13 10:00']);
    expect(describeRRule(byWeekday)).toBe('Repeats monthly on the 2nd Saturday');
    const lastSunday = instantOf({ year: 2027, month: 1, day: 31, hour: 10, minute: 0, second: 0 }, CHICAGO);
    expect(describeRRule(toRRule(weekly({ frequency: 'monthly', monthlyBy: 'weekday_of_month' }), lastSunday, CHICAGO))).toBe('Repeats monthly on the last Sunday');
  });

  it('is bounded: at most SERIES_MAX_DATES dates, within a year of the first', () => {
    const first = instantOf({ year: 2027, month: 1, day: 4, hour: 7, minute: 0, second: 0 }, CHICAGO);
    expect(expandDates(toRRule(weekly({ weekdays: ['MO', 'WE', 'FR'] }), first, CHICAGO), first, CHICAGO)).toHaveLength(SERIES_MAX_DATES);
    const monthly = expandDates(toRRule(weekly({ frequency: 'monthly' }), first, CHICAGO), first, CHICAGO);
    expect(monthly).toHaveLength(13);
  });
});

describe('extending a series', () => {
  it('gives the dates after the last one made, bounded again; a counted rule that is used up gives none', () => {
    const first = instantOf({ year: 2027, month: 1, day: 4, hour: 7, minute: 0, second: 0 }, CHICAGO);
    const rule = toRRule(weekly({ weekdays: ['MO'] }), first, CHICAGO);
    const made = expandDates(rule, first, CHICAGO);
    expect(made).toHaveLength(SERIES_MAX_DATES);
    const more = expandDates(rule, first, CHICAGO, made.at(-1));
    expect(more).toHaveLength(SERIES_MAX_DATES);
    expect(more[0]!.getTime() - made.at(-1)!.getTime()).toBe(7 * 86_400_000);
    expect(localTimes(more).every((time) => time.endsWith(' 7:00'))).toBe(true);
    const counted = toRRule(weekly({ weekdays: ['MO'], count: 3 }), first, CHICAGO);
    expect(expandDates(counted, first, CHICAGO, expandDates(counted, first, CHICAGO).at(-1))).toEqual([]);
  });
});

describe('wall time ↔ instant', () => {
  it('a time the clocks skip moves forward an hour; a time that happens twice is the first', () => {
    expect(instantOf({ year: 2027, month: 3, day: 14, hour: 2, minute: 30, second: 0 }, CHICAGO).toISOString()).toBe('2027-03-14T08:30:00.000Z');
    expect(instantOf({ year: 2027, month: 11, day: 7, hour: 1, minute: 30, second: 0 }, CHICAGO).toISOString()).toBe('2027-11-07T06:30:00.000Z');
  });
});
