import { describe, expect, it } from 'vitest';
import { formatEventDay, formatRelative, formatTime, formatTimeWithDuration } from './dates';

describe('event dates in the member’s time zone', () => {
  it('formats days and times the en-US way', () => {
    const instant = new Date(2026, 2, 14, 9, 30).toISOString();
    expect(formatEventDay(instant)).toBe('Sat, Mar 14, 2026');
    expect(formatTime(instant)).toBe('9:30 AM');
    expect(formatTimeWithDuration(instant, 60)).toBe('9:30 AM · 60 min');
  });
});

describe('message time labels (docs/product.md, Business constants and limits)', () => {
  const now = new Date(2026, 2, 14, 12, 0, 0).getTime();
  const ago = (ms: number) => new Date(now - ms).toISOString();
  const MINUTE = 60_000;

  it('reads "Just now" under a minute, also for a clock a little ahead of the server', () => {
    expect(formatRelative(ago(0), now)).toBe('Just now');
    expect(formatRelative(ago(59_999), now)).toBe('Just now');
    expect(formatRelative(ago(-5_000), now)).toBe('Just now');
  });

  it('counts whole minutes under an hour and whole hours under a day', () => {
    expect(formatRelative(ago(MINUTE), now)).toBe('1m ago');
    expect(formatRelative(ago(59 * MINUTE + 59_999), now)).toBe('59m ago');
    expect(formatRelative(ago(60 * MINUTE), now)).toBe('1h ago');
    expect(formatRelative(ago(24 * 60 * MINUTE - 1), now)).toBe('23h ago');
  });

  it('shows the date from 24 hours on', () => {
    expect(formatRelative(ago(24 * 60 * MINUTE), now)).toBe('Mar 13, 2026');
    expect(formatRelative(new Date(2025, 11, 31, 23, 0).toISOString(), now)).toBe('Dec 31, 2025');
  });
});
