const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-03-14" → days since the epoch (UTC), or NaN. */
const dayNumber = (day: string): number => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** Today's date in UTC as "YYYY-MM-DD". */
export const utcDay = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

/**
 * Her streak: how many days in a row, up to the latest, she logged progress — alive while the latest is today or
 * yesterday (a day not logged yet does not break it before it is over), else 0. `days` are "YYYY-MM-DD" in any order,
 * repeats allowed; `today` is the day it is judged on.
 */
export function streakOf(days: readonly string[], today: string): number {
  const numbers = [...new Set(days.map(dayNumber).filter(Number.isFinite))].sort((a, b) => b - a);
  const latest = numbers[0];
  if (latest === undefined || latest < dayNumber(today) - 1) return 0;
  let streak = 1;
  while (streak < numbers.length && numbers[streak] === latest - streak) streak += 1;
  return streak;
}
