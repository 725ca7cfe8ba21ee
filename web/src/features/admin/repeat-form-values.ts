import type { RepeatInput, Weekday } from '../../gql/graphql';

/** The Repeat section of the admin's event form (docs/product.md, Recurring walks), as text while editing. */
export interface RepeatFormValues {
  /** none: a one-off walk. */
  repeat: 'none' | 'weekly' | 'monthly';
  /** Every N weeks or months. */
  interval: string;
  /** Weekly: the chosen days, comma-separated RFC 5545 names (MO..SU); none means the first date's weekday. */
  weekdays: string;
  monthlyBy: 'day_of_month' | 'weekday_of_month';
  ends: 'count' | 'until';
  count: string;
  /** YYYY-MM-DD. */
  until: string;
}

export const emptyRepeatForm: RepeatFormValues = {
  repeat: 'none',
  interval: '1',
  weekdays: '',
  monthlyBy: 'day_of_month',
  ends: 'count',
  count: '8',
  until: '',
};

/** The days in the order the form shows them, with their labels. */
export const WEEKDAY_CHOICES: ReadonlyArray<{ day: Weekday; label: string }> = [
  { day: 'MO', label: 'Mon' },
  { day: 'TU', label: 'Tue' },
  { day: 'WE', label: 'Wed' },
  { day: 'TH', label: 'Thu' },
  { day: 'FR', label: 'Fri' },
  { day: 'SA', label: 'Sat' },
  { day: 'SU', label: 'Sun' },
];

export const INTERVAL_RANGE = 'Repeat every 1 to 12 weeks or months';
export const COUNT_RANGE = 'A walk can repeat 1 to 52 times';
export const UNTIL_REQUIRED = 'Choose the last date';

/** The days chosen, in week order. */
export const chosenDays = (weekdays: string): Weekday[] =>
  WEEKDAY_CHOICES.map((choice) => choice.day).filter((day) => weekdays.split(',').includes(day));

/** The weekdays value with `day` turned on or off. */
export const toggleDay = (weekdays: string, day: Weekday, on: boolean): string =>
  WEEKDAY_CHOICES.map((choice) => choice.day)
    .filter((candidate) => (candidate === day ? on : weekdays.split(',').includes(candidate)))
    .join(',');

const wholeNumber = (value: string): number | null => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : null);

/** The form's repeat as the API takes it (null: it does not repeat), with its problems by field. */
export function checkRepeatForm(values: RepeatFormValues): { errors: Partial<Record<keyof RepeatFormValues, string>>; repeat: RepeatInput | null } {
  if (values.repeat === 'none') return { errors: {}, repeat: null };
  const errors: Partial<Record<keyof RepeatFormValues, string>> = {};
  const interval = wholeNumber(values.interval);
  if (interval === null || interval < 1 || interval > 12) errors.interval = INTERVAL_RANGE;
  const count = values.ends === 'count' ? wholeNumber(values.count) : null;
  if (values.ends === 'count' && (count === null || count < 1 || count > 52)) errors.count = COUNT_RANGE;
  if (values.ends === 'until' && !/^\d{4}-\d{2}-\d{2}$/.test(values.until)) errors.until = UNTIL_REQUIRED;
  if (Object.keys(errors).length > 0) return { errors, repeat: null };
  const weekdays = chosenDays(values.weekdays);
  return {
    errors,
    repeat: {
      frequency: values.repeat,
      interval: interval ?? 1,
      weekdays: values.repeat === 'weekly' && weekdays.length > 0 ? weekdays : null,
      monthlyBy: values.repeat === 'monthly' ? values.monthlyBy : null,
      until: values.ends === 'until' ? values.until : null,
      count: values.ends === 'count' ? count : null,
    },
  };
}
