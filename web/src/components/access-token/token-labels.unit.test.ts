import { describe, expect, it } from 'vitest';
import { expiryChoicesFor, expiryDays, expiryLabel, lastUsedLabel, orderedScopes, shownPrefix } from './token-labels';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('access token labels', () => {
  it('says when a token was last used, or that it never was', () => {
    expect(lastUsedLabel(null, NOW)).toBe('Never used');
    expect(lastUsedLabel(ago(20_000), NOW)).toBe('Last used: Just now');
    expect(lastUsedLabel(ago(5 * 60_000), NOW)).toBe('Last used: 5m ago');
    expect(lastUsedLabel(ago(3 * 3_600_000), NOW)).toBe('Last used: 3h ago');
    expect(lastUsedLabel('2026-01-05T12:00:00Z', NOW)).toBe('Last used: Jan 5, 2026');
  });

  it('names the expiry: a date, none, or that it has passed', () => {
    expect(expiryLabel(null, false)).toBe('No expiry');
    expect(expiryLabel('2026-12-24T12:00:00Z', false)).toBe('Expires Dec 24, 2026');
    expect(expiryLabel('2026-11-01T12:00:00Z', true)).toBe('Expired Nov 1, 2026');
  });

  it('keeps read among the scopes, in the form order', () => {
    expect(orderedScopes(new Set())).toEqual(['read']);
    expect(orderedScopes(new Set(['admin', 'write']))).toEqual(['read', 'write', 'admin']);
  });

  it('maps the expiry choice to days (null: no expiration) and shows the prefix', () => {
    expect(expiryDays('7')).toBe(7);
    expect(expiryDays('365')).toBe(365);
    expect(expiryDays('never')).toBeNull();
    expect(shownPrefix('msp_Ab12Cd34')).toBe('msp_Ab12Cd34…');
  });

  it('offers an admin-scope token expiries of at most 90 days, never "No expiration"', () => {
    expect(expiryChoicesFor(true).map((choice) => choice.value)).toEqual(['7', '30', '90']);
    expect(expiryChoicesFor(false).map((choice) => choice.value)).toEqual(['7', '30', '90', '365', 'never']);
  });
});
