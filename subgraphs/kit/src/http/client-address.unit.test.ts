import { describe, expect, it } from 'vitest';
import { clientAddressKey } from './client-address.js';

describe('client address keys of the throttles', () => {
  it('keys IPv4 by the full address', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.8')).not.toBe(clientAddressKey('203.0.113.7'));
  });

  it('keys IPv4-mapped IPv6 as the IPv4 address', () => {
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::FFFF:cb00:7107')).toBe('203.0.113.7');
    expect(clientAddressKey('0:0:0:0:0:ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('keys IPv6 by its /64, whatever the notation', () => {
    const key = clientAddressKey('2001:db8:1234:5678::1');
    expect(key).toBe('2001:db8:1234:5678::/64');
    expect(clientAddressKey('2001:0db8:1234:5678:ffff:eeee:dddd:cccc')).toBe(key);
    expect(clientAddressKey('2001:DB8:1234:5678:a::b%eth0')).toBe(key);
    expect(clientAddressKey('2001:db8:1234:5679::1')).not.toBe(key);
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('fe80::1')).toBe('fe80:0:0:0::/64');
  });

  it('keeps anything else as given', () => {
    expect(clientAddressKey('unknown')).toBe('unknown');
    expect(clientAddressKey('test-ABC')).toBe('test-abc');
  });
});
