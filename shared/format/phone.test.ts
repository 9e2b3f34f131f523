import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('formatPhone', () => {
  it('formats a 10-digit number as +7 (XXX) XXX-XXXX', () => {
    expect(formatPhone('9161234567')).toBe('+7 (916) 123-4567');
  });

  it('drops the first digit of an 11-digit number, whatever it is', () => {
    expect(formatPhone('89161234567')).toBe('+7 (916) 123-4567');
    expect(formatPhone('79161234567')).toBe('+7 (916) 123-4567');
    expect(formatPhone('19161234567')).toBe('+7 (916) 123-4567');
  });

  it('keeps digits only before counting', () => {
    expect(formatPhone('+7 (916) 123-45-67')).toBe('+7 (916) 123-4567');
    expect(formatPhone('8-916-123 45 67')).toBe('+7 (916) 123-4567');
    expect(formatPhone(9161234567)).toBe('+7 (916) 123-4567');
  });

  it('gives no result for any other length', () => {
    expect(formatPhone('')).toBeNull();
    expect(formatPhone('916123456')).toBeNull();
    expect(formatPhone('891612345678')).toBeNull();
    expect(formatPhone('телефон')).toBeNull();
    expect(formatPhone(null)).toBeNull();
    expect(formatPhone(undefined)).toBeNull();
  });

  it('builds a tel: link from the same rule', () => {
    expect(phoneHref('8 (916) 123-45-67')).toBe('tel:+79161234567');
    expect(phoneHref('123')).toBeNull();
  });
});
