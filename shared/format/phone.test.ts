import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  // Digits only count: an 11-digit number drops its first digit, whatever it is.
  it.each([
    ['a 10-digit number', '9161234567'],
    ['an 11-digit number starting with 8', '89161234567'],
    ['an 11-digit number starting with 7', '79161234567'],
    ['an 11-digit number starting with 1', '19161234567'],
    ['a number written with +7, brackets and dashes', '+7 (916) 123-45-67'],
    ['a number written with dashes and spaces', '8-916-123 45 67'],
    ['a number given as a number', 9161234567],
  ])('formats %s as +7 (XXX) XXX-XXXX', (_written, phone) => {
    expect(formatPhone(phone)).toBe('+7 (916) 123-4567');
  });

  it.each(['', '916123456', '891612345678', 'телефон', null, undefined])('gives no result for %o, of any other length', (phone) => {
    expect(formatPhone(phone)).toBeNull();
  });

  it('builds a tel: link from the same rule', () => {
    expect(phoneHref('8 (916) 123-45-67')).toBe('tel:+79161234567');
    expect(phoneHref('123')).toBeNull();
  });
});
