const pad = (value: number): string => String(value).padStart(2, '0');

/** Today in the member's own time zone, as an `<input type="date">` value (YYYY-MM-DD). */
export function todayDateValue(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** "Mar 4, 2026" for a calendar day (YYYY-MM-DD), read as that day wherever the member is. */
export function formatGoalDate(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  if (!year || !month || !date) return day;
  return new Date(year, month - 1, date).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}
