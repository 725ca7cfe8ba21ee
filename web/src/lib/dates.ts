/** "March 2025" — joined dates. */
export function formatMonthYear(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'long', year: 'numeric' });
}

/** "Mar 4, 2025". */
export function formatDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** The time labels of docs/product.md, Business constants and limits: 'Just now', 'Nm ago', 'Nh ago', otherwise the date. */
export function formatRelative(iso: string, now: number = Date.now()): string {
  const minutes = Math.floor((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes}m ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours}h ago`;
  return formatDay(iso);
}

/** "Sat, Mar 14, 2026" — the day of an event, in the member's time zone. */
export function formatEventDay(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
}

/** "9:30 AM" — a time of day, in the member's time zone. */
export function formatTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}

/** "9:30 AM · 60 min" — when an event starts, and for how long. */
export function formatTimeWithDuration(iso: string, durationMinutes: number): string {
  return `${formatTime(iso)} · ${durationMinutes} min`;
}
