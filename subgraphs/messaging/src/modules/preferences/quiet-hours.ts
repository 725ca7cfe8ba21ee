import { TIME_OF_DAY_PATTERN } from '@momstride/contracts/rules';

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

/** Whether `zone` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export const isTimeZone = (zone: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
};

/** The local time of day of `at` in `zone`, in minutes after midnight. */
export function localMinutes(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}

/**
 * When the quiet hours around `at` end, or undefined when `at` is outside them (or they are malformed). A zone's
 * daylight-saving change in between is taken into account: the answer is the first instant whose local time is the end.
 */
export function quietUntil(quiet: QuietHours | null, at: Date): Date | undefined {
  if (!quiet) return undefined;
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  if (start === undefined || end === undefined || start === end || !isTimeZone(quiet.timeZone)) return undefined;
  const now = localMinutes(at, quiet.timeZone);
  const inside = start < end ? now >= start && now < end : now >= start || now < end;
  if (!inside) return undefined;
  const wholeMinute = new Date(Math.floor(at.getTime() / 60_000) * 60_000);
  let candidate = new Date(wholeMinute.getTime() + (((end - now + 1440) % 1440) * 60_000));
  // Across a daylight-saving change the local clock moved: step by the difference until the local time is the end.
  for (let step = 0; step < 3; step++) {
    const off = (end - localMinutes(candidate, quiet.timeZone) + 1440) % 1440;
    if (off === 0) break;
    candidate = new Date(candidate.getTime() + (off > 720 ? off - 1440 : off) * 60_000);
  }
  return candidate;
}
