import type { FieldError } from '@momstride/kit';
import { SERIES_MAX_DATES, SERIES_MAX_INTERVAL, WEEKDAYS, type Repeat } from './recurrence.js';
import { MonthlyBy, RepeatFrequency, type RepeatInput } from './series.inputs.js';
import { wallTimeIn } from '@momstride/kit/zoned-time';

export const INTERVAL_RANGE = `Repeat every 1 to ${SERIES_MAX_INTERVAL} weeks or months`;
export const COUNT_RANGE = `A walk can repeat 1 to ${SERIES_MAX_DATES} times`;
export const UNTIL_INVALID = 'The end date must be a date (YYYY-MM-DD)';
export const UNTIL_BEFORE_START = 'The end date cannot be before the first date';
export const UNTIL_AND_COUNT = 'Choose an end date or a number of times, not both';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const isCalendarDate = (text: string): boolean => {
  const match = DATE.exec(text);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === text;
};

/**
 * Checks a repeat (docs/product.md, Recurring walks) against the walk's first date in `zone`: every problem as a
 * field error under `repeat.*`, and the repeat in recurrence.ts' terms when there is none.
 */
export function checkRepeat(input: RepeatInput, first: Date | null, zone: string): { repeat: Repeat | null; fields: FieldError[] } {
  const fields: FieldError[] = [];
  const interval = input.interval ?? 1;
  if (!Number.isInteger(interval) || interval < 1 || interval > SERIES_MAX_INTERVAL) fields.push({ field: 'repeat.interval', message: INTERVAL_RANGE });
  const count = input.count ?? null;
  if (count !== null && (!Number.isInteger(count) || count < 1 || count > SERIES_MAX_DATES)) fields.push({ field: 'repeat.count', message: COUNT_RANGE });
  const until = input.until?.trim() || null;
  if (until !== null && count !== null) fields.push({ field: 'repeat.until', message: UNTIL_AND_COUNT });
  else if (until !== null && !isCalendarDate(until)) fields.push({ field: 'repeat.until', message: UNTIL_INVALID });
  else if (until !== null && first) {
    const wall = wallTimeIn(first, zone);
    const firstDay = `${wall.year}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
    if (until < firstDay) fields.push({ field: 'repeat.until', message: UNTIL_BEFORE_START });
  }
  if (fields.length > 0) return { repeat: null, fields };
  return {
    repeat: {
      frequency: input.frequency === RepeatFrequency.monthly ? 'monthly' : 'weekly',
      interval,
      weekdays: WEEKDAYS.filter((day) => (input.weekdays ?? []).includes(day as never)),
      monthlyBy: input.monthlyBy === MonthlyBy.weekday_of_month ? 'weekday_of_month' : 'day_of_month',
      until,
      count,
    },
    fields,
  };
}
