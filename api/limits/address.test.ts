import { describe, expect, it } from 'vitest';
import { limitAddress } from './address';

describe('the address a per-address limit counts', () => {
  it('counts an IPv6 address as its /64, however it is written', () => {
    expect(limitAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:0db8:0001:0002:ffff:ffff:ffff:fffe')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('2001:DB8:1:2:abcd::9')).toBe('2001:db8:1:2::/64');
    expect(limitAddress('fe80::1%eth0')).toBe('fe80::/64');
  });

  it('tells one /64 from the next', () => {
    expect(limitAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
    expect(limitAddress('2001:db8:1:3::1')).not.toBe(limitAddress('2001:db8:1:2::1'));
  });

  it('counts an IPv4 address alone, also written IPv4-mapped', () => {
    expect(limitAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(limitAddress('::ffff:127.0.0.1')).toBe('127.0.0.1');
    expect(limitAddress('203.0.113.8')).not.toBe(limitAddress('203.0.113.7'));
  });

  it('counts whatever is not an address as one unknown address', () => {
    expect(limitAddress('')).toBe('unknown');
    expect(limitAddress('x'.repeat(5000))).toBe('unknown');
    expect(limitAddress('203.0.113.7, 198.51.100.1')).toBe('unknown');
  });
});
