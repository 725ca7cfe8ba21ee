/**
 * The repeat flags of `events create` (docs/product.md, Recurring walks): --repeat weekly[:days] | monthly[:day|weekday],
 * --every N, --until YYYY-MM-DD or --count N. Parsed here; the server checks the ranges and answers the product's messages.
 */
import { InvalidArgumentError } from 'commander';
import { MonthlyBy, RepeatFrequency, Weekday, type RepeatInput } from '../../gql/graphql.js';

export const REPEAT_EXAMPLE = 'weekly, weekly:sat,sun, monthly (same day of the month) or monthly:weekday (e.g. the 2nd Saturday)';

const DAYS: Record<string, Weekday> = {
  mon: Weekday.Mo,
  tue: Weekday.Tu,
  wed: Weekday.We,
  thu: Weekday.Th,
  fri: Weekday.Fr,
  sat: Weekday.Sa,
  sun: Weekday.Su,
};

/** How a walk repeats, as --repeat reads it. */
export interface RepeatPattern {
  frequency: RepeatFrequency;
  weekdays: Weekday[];
  monthlyBy: MonthlyBy | null;
}

/** `--repeat` as a commander parser: "weekly", "weekly:sat,sun", "monthly", "monthly:day", "monthly:weekday". */
export function parseRepeat(value: string): RepeatPattern {
  const [kind = '', rest] = value.trim().toLowerCase().split(':', 2);
  if (kind === 'weekly') {
    const names = rest ? rest.split(',').map((day) => day.trim().slice(0, 3)) : [];
    const unknown = names.filter((name) => !(name in DAYS));
    if (unknown.length > 0) throw new InvalidArgumentError(`Unknown day "${unknown[0]}": use mon, tue, wed, thu, fri, sat or sun.`);
    return { frequency: RepeatFrequency.Weekly, weekdays: [...new Set(names.map((name) => DAYS[name]!))], monthlyBy: null };
  }
  if (kind === 'monthly' && (rest === undefined || rest === 'day' || rest === 'weekday')) {
    return { frequency: RepeatFrequency.Monthly, weekdays: [], monthlyBy: rest === 'weekday' ? MonthlyBy.WeekdayOfMonth : MonthlyBy.DayOfMonth };
  }
  throw new InvalidArgumentError(`Expected ${REPEAT_EXAMPLE}.`);
}

/** `--until` as a commander parser: a calendar date YYYY-MM-DD (the last local day a walk may fall on). */
export function parseUntil(value: string): string {
  const text = value.trim();
  const date = new Date(`${text}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text) || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text) {
    throw new InvalidArgumentError('Expected a date, e.g. 2027-06-30.');
  }
  return text;
}

export interface RepeatOptions {
  repeat?: RepeatPattern;
  /** Every N weeks or months. */
  every?: number;
  until?: string;
  count?: number;
}

/** The createEvent `repeat` input, or null for a walk that does not repeat. */
export function repeatInput(options: RepeatOptions): RepeatInput | null {
  if (!options.repeat) return null;
  return {
    frequency: options.repeat.frequency,
    interval: options.every ?? 1,
    weekdays: options.repeat.weekdays.length > 0 ? options.repeat.weekdays : null,
    monthlyBy: options.repeat.monthlyBy,
    until: options.until ?? null,
    count: options.count ?? null,
  };
}
