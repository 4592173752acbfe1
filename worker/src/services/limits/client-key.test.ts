import { describe, expect, it } from 'vitest';
import { clientLimitKey } from './client-key';

describe('clientLimitKey', () => {
  it('keeps an IPv4 address, and reads one written as IPv6 as itself', () => {
    expect(clientLimitKey(' 192.0.2.1 ')).toBe('192.0.2.1');
    expect(clientLimitKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
    expect(clientLimitKey('::FFFF:c000:0207')).toBe('192.0.2.7');
  });

  it('counts an IPv6 client by its /64, however the address is written', () => {
    const key = '2001:db8:0:1::/64';
    for (const address of [
      '2001:db8:0:1::5',
      '2001:DB8:0:1:ffff:1:2:3',
      '2001:0db8:0000:0001:abcd::1',
      '[2001:db8:0:1::9]',
      'fe80::1%eth0'.replace('fe80::1', '2001:db8:0:1::1'),
      '2001:db8:0:1::1.2.3.4',
    ]) {
      expect(clientLimitKey(address), address).toBe(key);
    }
    expect(clientLimitKey('2001:db8:0:2::5')).toBe('2001:db8:0:2::/64');
    expect(clientLimitKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('counts anything else as written', () => {
    expect(clientLimitKey('local')).toBe('local');
    expect(clientLimitKey('1:2:3:4:5:6:7:8:9')).toBe('1:2:3:4:5:6:7:8:9');
    expect(clientLimitKey('not:an:address')).toBe('not:an:address');
  });
});
