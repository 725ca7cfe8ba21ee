import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { SERIES_MAX_DATES, SERIES_MAX_INTERVAL } from './recurrence.js';

export enum RepeatFrequency {
  weekly = 'weekly',
  monthly = 'monthly',
}

export enum MonthlyBy {
  day_of_month = 'day_of_month',
  weekday_of_month = 'weekday_of_month',
}

export enum Weekday {
  MO = 'MO',
  TU = 'TU',
  WE = 'WE',
  TH = 'TH',
  FR = 'FR',
  SA = 'SA',
  SU = 'SU',
}

/** Which dates of a series an admin's edit or cancellation applies to. */
export enum EventScope {
  this_date = 'this_date',
  this_and_following = 'this_and_following',
}

registerEnumType(RepeatFrequency, {
  name: 'RepeatFrequency',
  description: 'How often a walk repeats',
  valuesConfig: {
    weekly: { description: 'Every week, or every N weeks, on the chosen days' },
    monthly: { description: 'Every month, or every N months, on the same day or the same weekday' },
  },
});
registerEnumType(MonthlyBy, {
  name: 'MonthlyBy',
  description: "Which day a monthly walk repeats on, read from its first date",
  valuesConfig: {
    day_of_month: { description: 'The same day of the month (e.g. day 14)' },
    weekday_of_month: { description: 'The same weekday of the month (e.g. the 2nd Saturday; a 5th is the last)' },
  },
});
registerEnumType(Weekday, {
  name: 'Weekday',
  description: 'A day of the week, as RFC 5545 writes it',
  valuesConfig: {
    MO: { description: 'Monday' },
    TU: { description: 'Tuesday' },
    WE: { description: 'Wednesday' },
    TH: { description: 'Thursday' },
    FR: { description: 'Friday' },
    SA: { description: 'Saturday' },
    SU: { description: 'Sunday' },
  },
});
registerEnumType(EventScope, {
  name: 'EventScope',
  description: 'Which dates of a recurring walk a change applies to (a one-off walk: only itself)',
  valuesConfig: {
    this_date: { description: 'Only this date' },
    this_and_following: { description: 'This date and every later date of its series' },
  },
});

/** How a new walk repeats (docs/product.md, Recurring walks); its first date is the event's date. */
@InputType('RepeatInput', { description: 'How a new walk repeats, from its first date, in the community time zone' })
export class RepeatInput {
  @Field(() => RepeatFrequency, { description: 'Weekly or monthly' })
  frequency!: RepeatFrequency;

  @Field(() => Int, { defaultValue: 1, description: `Every N weeks or months, 1..${SERIES_MAX_INTERVAL}` })
  interval!: number;

  @Field(() => [Weekday], { nullable: true, description: "Weekly: the days (none: the first date's weekday)" })
  weekdays?: Weekday[] | null;

  @Field(() => MonthlyBy, { nullable: true, description: 'Monthly: by the day of the month (the default) or the weekday of the month' })
  monthlyBy?: MonthlyBy | null;

  @Field(() => String, { nullable: true, description: 'The last local date (YYYY-MM-DD) a walk may fall on, inclusive' })
  until?: string | null;

  @Field(() => Int, { nullable: true, description: `How many dates, 1..${SERIES_MAX_DATES}` })
  count?: number | null;
}
