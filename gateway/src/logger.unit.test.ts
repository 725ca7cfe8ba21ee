import { describe, expect, it } from 'vitest';
import { loggedUrl } from './logger.js';

describe('loggedUrl', () => {
  it("leaves a calendar feed's secret token out of the access log", () => {
    expect(loggedUrl('/api/calendar/AbC_-123xyz.ics')).toBe('/api/calendar/[redacted]');
    expect(loggedUrl('/API/Calendar/AbC_-123xyz.ics?x=1')).toBe('/API/Calendar/[redacted]?x=1');
    expect(loggedUrl('/api/events/5f0c1b8e-3a0b-4a5e-9a51-000000000001/calendar.ics')).toBe('/api/events/5f0c1b8e-3a0b-4a5e-9a51-000000000001/calendar.ics');
    expect(loggedUrl('/api/users/me')).toBe('/api/users/me');
  });

  it("leaves a cart's session id (its only credential) out of the access log, on every cart route", () => {
    const id = 'b3a1c9e0-58f2-4d7e-9a51-6f2c8d1e4a77';
    expect(loggedUrl(`/api/cart/${id}`)).toBe('/api/cart/[redacted]');
    expect(loggedUrl(`/api/cart/${id}/items/5f0c1b8e-3a0b-4a5e-9a51-000000000001?x=1`)).toBe('/api/cart/[redacted]/items/5f0c1b8e-3a0b-4a5e-9a51-000000000001?x=1');
    expect(loggedUrl(`/API/Cart/${id}/checkout`)).toBe('/API/Cart/[redacted]/checkout');
    expect(loggedUrl('/api/cart')).toBe('/api/cart');
    expect(loggedUrl('/api/carts/x')).toBe('/api/carts/x');
    expect(loggedUrl(`/checkout?cart=${id}`)).toBe('/checkout?cart=[redacted]');
    expect(loggedUrl(`/checkout?x=1&CART=${id}&y=2`)).toBe('/checkout?x=1&CART=[redacted]&y=2');
    expect(loggedUrl('/shop?cartoon=1')).toBe('/shop?cartoon=1');
  });
});
