/**
 * How long before a walk each reminder goes, in real minutes (24 hours before is 1440 minutes, whatever the clocks
 * do in between: a walk the day after a daylight-saving change is reminded 24 real hours before, which reads 23 or 25
 * hours on the wall clock), and the column of her choice that turns it on.
 */
export const REMINDER_LEADS = [
  { minutes: 24 * 60, column: 'day_before' },
  { minutes: 60, column: 'hour_before' },
] as const;
