import rrule from 'rrule';
import { floating, fromFloating, instantOf, wallTimeIn } from '@momstride/kit/zoned-time';

const { RRule } = rrule;

/** At most this many dates are made for one series (docs/product.md, Recurring walks). */
export const SERIES_MAX_DATES = 52;
/** Dates are made at most this many days ahead of the first one. */
export const SERIES_HORIZON_DAYS = 366;
/** The largest "every N weeks / months". */
export const SERIES_MAX_INTERVAL = 12;

export type RepeatFrequency = 'weekly' | 'monthly';
/** Monthly walks repeat on the first date's day of the month ("day 14") or its weekday in the month ("2nd Saturday"). */
export type MonthlyBy = 'day_of_month' | 'weekday_of_month';
/** Weekdays as RFC 5545 writes them. */
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
const WEEKDAY_NAMES: Record<Weekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

/** How a walk repeats, checked (recurrence.ts is pure: no database, no clock but the dates given). */
export interface Repeat {
  frequency: RepeatFrequency;
  interval: number;
  /** Weekly: the days (at least one). */
  weekdays: Weekday[];
  monthlyBy: MonthlyBy;
  /** The last local day a date may fall on (inclusive), as YYYY-MM-DD; or null. */
  until: string | null;
  /** How many dates at most; or null. */
  count: number | null;
}

/** Monday-first weekday of a wall date. */
const weekdayOf = (year: number, month: number, day: number): Weekday => WEEKDAYS[(new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7]!;

/** Which of its kind the day is in the month: 1..4, or -1 for a 5th (the last). */
const weekOfMonth = (day: number): number => (day > 28 ? -1 : Math.ceil(day / 7));

/**
 * The RFC 5545 RRULE (without DTSTART) for a repeat starting on `first` in `zone`: weekly BYDAY, monthly BYMONTHDAY
 * or BYDAY with its ordinal ("2SA", "-1SU"); UNTIL as the end of the local day (floating), COUNT.
 */
export function toRRule(repeat: Repeat, first: Date, zone: string): string {
  const wall = wallTimeIn(first, zone);
  const parts = [`FREQ=${repeat.frequency === 'weekly' ? 'WEEKLY' : 'MONTHLY'}`, `INTERVAL=${repeat.interval}`];
  if (repeat.frequency === 'weekly') {
    const days = repeat.weekdays.length > 0 ? repeat.weekdays : [weekdayOf(wall.year, wall.month, wall.day)];
    parts.push(`BYDAY=${WEEKDAYS.filter((day) => days.includes(day)).join(',')}`);
  } else if (repeat.monthlyBy === 'day_of_month') {
    parts.push(`BYMONTHDAY=${wall.day}`);
  } else {
    parts.push(`BYDAY=${weekOfMonth(wall.day)}${weekdayOf(wall.year, wall.month, wall.day)}`);
  }
  if (repeat.until) parts.push(`UNTIL=${repeat.until.replaceAll('-', '')}T235959`);
  if (repeat.count !== null) parts.push(`COUNT=${repeat.count}`);
  return parts.join(';');
}

/**
 * The start instants of a series: `rule` expanded from the first start's wall time in `zone`, each date at the same
 * local time (daylight-saving correct), from `first` on — or, to extend a series, only the dates after `after` — at
 * most SERIES_MAX_DATES and SERIES_HORIZON_DAYS ahead of where it starts.
 */
export function expandDates(rule: string, first: Date, zone: string, after?: Date): Date[] {
  const start = floating(wallTimeIn(first, zone));
  const from = after ? floating(wallTimeIn(after, zone)) : null;
  const horizon = (from ?? start).getTime() + SERIES_HORIZON_DAYS * 86_400_000;
  const expansion = new RRule({ ...RRule.parseString(rule), dtstart: start });
  const dates = from
    ? expansion.between(from, new Date(horizon), false).slice(0, SERIES_MAX_DATES)
    : expansion.all((date, index) => index < SERIES_MAX_DATES && date.getTime() <= horizon);
  return dates.map((date) => instantOf(fromFloating(date), zone));
}

const ordinal = (n: number): string => (n === -1 ? 'last' : `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`);
const listOf = (items: string[]): string => (items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/** How a member reads the rule: "Repeats weekly on Saturday", "Repeats every 2 weeks on Saturday and Sunday", "Repeats monthly on the 2nd Saturday". */
export function describeRRule(rule: string): string {
  const fields = Object.fromEntries(rule.split(';').map((part) => part.split('=') as [string, string]));
  const interval = Number(fields['INTERVAL'] ?? '1');
  const weekly = fields['FREQ'] === 'WEEKLY';
  const every = interval === 1 ? (weekly ? 'weekly' : 'monthly') : `every ${interval} ${weekly ? 'weeks' : 'months'}`;
  if (weekly) return `Repeats ${every} on ${listOf((fields['BYDAY'] ?? '').split(',').map((day) => WEEKDAY_NAMES[day as Weekday] ?? day))}`;
  if (fields['BYMONTHDAY']) return `Repeats ${every} on day ${fields['BYMONTHDAY']}`;
  const match = /^(-?\d)([A-Z]{2})$/.exec(fields['BYDAY'] ?? '');
  return match ? `Repeats ${every} on the ${ordinal(Number(match[1]))} ${WEEKDAY_NAMES[match[2] as Weekday]}` : `Repeats ${every}`;
}
