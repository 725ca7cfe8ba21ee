/**
 * Wall times in IANA time zones, daylight-saving correct, with the runtime's Intl alone: what a clock shows in a zone
 * at an instant, and the instant a wall time names. Recurring walks repeat in the community's zone, quiet hours end
 * at a time of day in hers, the demo season starts its walks at sensible local hours.
 */
/** A wall-clock time (what a clock on the wall in a time zone shows), months 1..12. */
export interface WallTime {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (zone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The wall time an instant shows in `zone`. */
export function wallTimeIn(instant: Date, zone: string): WallTime {
  const parts = Object.fromEntries(formatterFor(zone).formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    hour: Number(parts['hour']),
    minute: Number(parts['minute']),
    second: Number(parts['second']),
  };
}

/** The wall time as if it were UTC (a "floating" time, what the recurrence rule is expanded in). */
export const floating = (wall: WallTime): Date => new Date(Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second));

/** The wall time of a floating date. */
export const fromFloating = (date: Date): WallTime => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
  day: date.getUTCDate(),
  hour: date.getUTCHours(),
  minute: date.getUTCMinutes(),
  second: date.getUTCSeconds(),
});

/** How far `zone` is ahead of UTC at `instant`, in milliseconds. */
const offsetAt = (instant: number, zone: string): number => floating(wallTimeIn(new Date(instant), zone)).getTime() - instant;

/**
 * The instant a wall time in `zone` names. Daylight saving: a time that happens twice (the hour clocks go back) is
 * the first; a time that does not exist (the hour clocks skip) is moved forward by the skipped hour.
 */
export function instantOf(wall: WallTime, zone: string): Date {
  const guess = floating(wall).getTime();
  const first = guess - offsetAt(guess, zone);
  const second = guess - offsetAt(first, zone);
  if (second === first) return new Date(first);
  // The offset changes between the guesses: take the earlier reading that shows the wall time, else the gap case.
  const candidates = [Math.min(first, second), Math.max(first, second)].filter((at) => floating(wallTimeIn(new Date(at), zone)).getTime() === guess);
  return new Date(candidates[0] ?? Math.max(first, second));
}
