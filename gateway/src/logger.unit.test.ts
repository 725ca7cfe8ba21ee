import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logger.js';

describe('loggedUrl', () => {
  it("leaves a calendar feed's secret token out of the access log", () => {
    expect(loggedUrl('/api/calendar/AbC_-123xyz.ics')).toBe('/api/calendar/[redacted]');
    expect(loggedUrl('/API/Calendar/AbC_-123xyz.ics?x=1')).toBe('/API/Calendar/[redacted]?x=1');
    expect(loggedUrl('/api/events/5f0c1b8e-3a0b-4a5e-9a51-000000000001/calendar.ics')).toBe('/api/events/5f0c1b8e-3a0b-4a5e-9a51-000000000001/calendar.ics');
    expect(loggedUrl('/api/users/me')).toBe('/api/users/me');
  });
});
