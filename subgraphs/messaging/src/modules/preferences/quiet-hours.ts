import { TIME_OF_DAY_PATTERN } from '@momstride/contracts/rules';
import { isTimeZone } from '@momstride/kit/env';
import { floating, fromFloating, instantOf, wallTimeIn } from '@momstride/kit/zoned-time';

/** Quiet hours: local times of day ("22:00" to "07:00", across midnight when the end is earlier) in her time zone. */
export interface QuietHours {
  readonly start: string;
  readonly end: string;
  readonly timeZone: string;
}

/** Minutes after midnight of "HH:MM", or undefined when malformed. */
export const minutesOfDay = (time: string): number | undefined => {
  const match = TIME_OF_DAY_PATTERN.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : undefined;
};

/**
 * When the quiet hours around `at` end, or undefined when `at` is outside them (or they are malformed). Across a
 * daylight-saving change the answer is still the instant her clock shows the end (the kit's zoned time).
 */
export function quietUntil(quiet: QuietHours | null, at: Date): Date | undefined {
  if (!quiet) return undefined;
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (start === undefined || end === undefined || start === end || !isTimeZone(quiet.timeZone)) return undefined;
  const wall = wallTimeIn(at, quiet.timeZone);
  const now = wall.hour * 60 + wall.minute;
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return undefined;
  // Today's end when it is still ahead, else tomorrow's (quiet hours across midnight).
  const day = end > now ? wall : fromFloating(new Date(floating(wall).getTime() + 86_400_000));
  return instantOf({ ...day, hour: Math.floor(end / 60), minute: end % 60, second: 0 }, quiet.timeZone);
}
