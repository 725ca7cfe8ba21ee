import { describe, expect, it } from 'vitest';
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './datetime-local';

describe('datetime-local values', () => {
  it('name the same local minute both ways', () => {
    const instant = new Date(2026, 2, 14, 9, 30, 45);
    expect(toDateTimeLocalValue(instant)).toBe('2026-03-14T09:30');
    expect(toDateTimeLocalValue(instant.toISOString())).toBe('2026-03-14T09:30');
    expect(fromDateTimeLocalValue('2026-03-14T09:30')?.getTime()).toBe(new Date(2026, 2, 14, 9, 30).getTime());
  });

  it('a value that names no instant is null', () => {
    expect(fromDateTimeLocalValue('')).toBeNull();
    expect(fromDateTimeLocalValue('next tuesday')).toBeNull();
    expect(fromDateTimeLocalValue('2026-13-40T99:99')).toBeNull();
  });
});
