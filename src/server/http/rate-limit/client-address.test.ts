import { describe, expect, it } from 'vitest';
import { clientAddressKey, usernameKey } from './client-address.js';

describe('clientAddressKey', () => {
  it('keeps IPv4 addresses, also when written IPv4-mapped', () => {
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    expect(clientAddressKey('2001:db8:aa:bb::1')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:0DB8:00aa:00bb:ffff:1:2:3')).toBe('2001:db8:aa:bb::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('1::2:3:4:5:6.7.8.9')).toBe('1:0:2:3::/64');
  });
});

describe('usernameKey', () => {
  it('ignores case and surrounding spaces', () => {
    expect(usernameKey('  Maya ')).toBe('maya');
    expect(usernameKey('MAYA')).toBe(usernameKey('maya'));
  });
});
