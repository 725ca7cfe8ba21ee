import { describe, expect, it } from 'vitest';
import { quietUntil } from './quiet-hours.js';

const berlin = { start: '22:00', end: '07:00', timeZone: 'Europe/Berlin' };

describe('quiet hours', () => {
  it('across midnight in her zone: inside until the end, outside otherwise', () => {
    // 23:30 in Berlin (winter, UTC+1) → until 07:00 Berlin = 06:00 UTC the next day.
    expect(quietUntil(berlin, new Date('2027-01-10T22:30:00Z'))?.toISOString()).toBe('2027-01-11T06:00:00.000Z');
    // 05:00 Berlin → the same morning.
    expect(quietUntil(berlin, new Date('2027-01-11T04:00:00Z'))?.toISOString()).toBe('2027-01-11T06:00:00.000Z');
    // 12:00 Berlin: not quiet; exactly 07:00: no longer quiet; exactly 22:00: quiet.
    expect(quietUntil(berlin, new Date('2027-01-11T11:00:00Z'))).toBeUndefined();
    expect(quietUntil(berlin, new Date('2027-01-11T06:00:00Z'))).toBeUndefined();
    expect(quietUntil(berlin, new Date('2027-01-11T21:00:00Z'))?.toISOString()).toBe('2027-01-12T06:00:00.000Z');
  });

  it('within one day, and none when absent or malformed', () => {
    const lunch = { start: '12:00', end: '13:30', timeZone: 'UTC' };
    expect(quietUntil(lunch, new Date('2027-01-11T12:10:20Z'))?.toISOString()).toBe('2027-01-11T13:30:00.000Z');
    expect(quietUntil(lunch, new Date('2027-01-11T13:30:00Z'))).toBeUndefined();
    expect(quietUntil(null, new Date())).toBeUndefined();
    expect(quietUntil({ ...lunch, timeZone: 'Mars/Olympus' }, new Date('2027-01-11T12:10:00Z'))).toBeUndefined();
    expect(quietUntil({ ...lunch, end: '12:00' }, new Date('2027-01-11T12:10:00Z'))).toBeUndefined();
  });

  it('the night the clocks go forward: the end is still 07:00 local', () => {
    // Berlin, 28 March 2027: 02:00 → 03:00. At 23:00 local (UTC+1) the night before, 07:00 local is 05:00 UTC (UTC+2).
    expect(quietUntil(berlin, new Date('2027-03-27T22:00:00Z'))?.toISOString()).toBe('2027-03-28T05:00:00.000Z');
    // And back in October (31 Oct 2027, 03:00 → 02:00): 07:00 local is 06:00 UTC (UTC+1).
    expect(quietUntil(berlin, new Date('2027-10-30T21:00:00Z'))?.toISOString()).toBe('2027-10-31T06:00:00.000Z');
  });
});
