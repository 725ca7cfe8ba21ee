import { describe, expect, it } from 'vitest';
import { formatEventDay, formatTime, formatTimeWithDuration } from './dates';

describe('event dates in the member’s time zone', () => {
  it('formats days and times the en-US way', () => {
    const instant = new Date(2026, 2, 14, 9, 30).toISOString();
    expect(formatEventDay(instant)).toBe('Sat, Mar 14, 2026');
    expect(formatTime(instant)).toBe('9:30 AM');
    expect(formatTimeWithDuration(instant, 60)).toBe('9:30 AM · 60 min');
  });
});
