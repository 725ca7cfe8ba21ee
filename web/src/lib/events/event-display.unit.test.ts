import { describe, expect, it } from 'vitest';
import { adminListStatus, displayStatus, participantsText } from './event-display';

const start = Date.parse('2026-03-14T09:30:00Z');
const walk = { status: 'upcoming' as const, eventDate: '2026-03-14T09:30:00Z', durationMinutes: 60 };

describe('event display status (docs/product.md, States and transitions)', () => {
  it('members see the clock: upcoming before the start, active until start plus duration, then completed', () => {
    expect(displayStatus(walk, start - 1)).toBe('upcoming');
    expect(displayStatus(walk, start)).toBe('active');
    expect(displayStatus(walk, start + 59 * 60_000)).toBe('active');
    expect(displayStatus(walk, start + 60 * 60_000)).toBe('completed');
    // The clock wins over a stale server status; cancelled is the server's word.
    expect(displayStatus({ ...walk, status: 'upcoming' }, start + 2 * 60 * 60_000)).toBe('completed');
    expect(displayStatus({ ...walk, status: 'cancelled' }, start - 1)).toBe('cancelled');
  });

  it('the admin list: upcoming if in the future, active if the server says so, else completed', () => {
    expect(adminListStatus(walk, start - 1)).toBe('upcoming');
    expect(adminListStatus({ ...walk, status: 'active' }, start + 1)).toBe('active');
    expect(adminListStatus({ ...walk, status: 'upcoming' }, start + 1)).toBe('completed');
    expect(adminListStatus({ ...walk, status: 'completed' }, start + 1)).toBe('completed');
    expect(adminListStatus({ ...walk, status: 'cancelled' }, start - 1)).toBe('cancelled');
  });
});

describe('participants', () => {
  it('reads "current / max participants", or the count with no limit', () => {
    expect(participantsText(4, 12)).toBe('4 / 12 participants');
    expect(participantsText(4, null)).toBe('4 participants · no limit');
    expect(participantsText(1, null)).toBe('1 participant · no limit');
  });
});
