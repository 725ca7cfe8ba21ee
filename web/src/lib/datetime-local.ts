/**
 * `<input type="datetime-local">` values ("2026-03-14T09:30"): local time, to the minute. Kept apart from dates.ts,
 * which every screen that shows a date loads: only forms need these.
 */

const pad = (value: number): string => String(value).padStart(2, '0');

/** The value for an instant. */
export function toDateTimeLocalValue(instant: string | Date): string {
  const date = new Date(instant);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** The instant a value names (local time); null when it names none. */
export function fromDateTimeLocalValue(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/.test(value)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
