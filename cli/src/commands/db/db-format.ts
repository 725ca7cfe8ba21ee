/** How the `db` commands print sizes, durations and a finished database's line. */

/** 1234567 → `1.2 MB` (decimal units, as `ls -h --si` and most tools that print dump sizes). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
}

export const formatSeconds = (seconds: number): string => `${seconds.toFixed(1)} s`;

/** Seconds since `startedAt` (a performance.now() value), to the millisecond. */
export const secondsSince = (startedAt: number): number => Math.round(performance.now() - startedAt) / 1000;

/** `✔ momstride_accounts  412 kB  0.4 s` — one database done. */
export const doneLine = (name: string, ...figures: string[]): string => `✔ ${[name, ...figures].join('  ')}`;
