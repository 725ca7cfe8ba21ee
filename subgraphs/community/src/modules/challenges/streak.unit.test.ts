import { describe, expect, it } from 'vitest';
import { streakOf, utcDay } from './streak.js';

describe('streakOf', () => {
  const today = '2026-03-14';

  it('counts the days in a row up to today', () => {
    expect(streakOf(['2026-03-14', '2026-03-13', '2026-03-12', '2026-03-10'], today)).toBe(3);
  });

  it('stays alive while only today is still missing', () => {
    expect(streakOf(['2026-03-13', '2026-03-12'], today)).toBe(2);
  });

  it('is 0 once a whole day was missed, or with nothing logged', () => {
    expect(streakOf(['2026-03-12', '2026-03-11'], today)).toBe(0);
    expect(streakOf([], today)).toBe(0);
  });

  it('ignores order, repeats and malformed days, and crosses month ends', () => {
    expect(streakOf(['2026-03-01', 'nonsense', '2026-02-28', '2026-03-01', '2026-02-27'], '2026-03-02')).toBe(3);
  });

  it('gives the UTC day', () => {
    expect(utcDay(new Date('2026-03-14T23:59:59Z'))).toBe('2026-03-14');
  });
});
