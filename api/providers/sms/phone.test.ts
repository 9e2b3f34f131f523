import { describe, expect, it } from 'vitest';
import { maskPhone } from './phone';

describe('maskPhone', () => {
  it('keeps the operator code and the last two digits', () => {
    expect(maskPhone('79161234567')).toBe('+7 916 ***-**-67');
  });

  it('shows nothing of a number not in the 7XXXXXXXXXX form', () => {
    expect(maskPhone('89161234567')).toBe('***');
    expect(maskPhone('+7 916 123-45-67')).toBe('***');
  });
});
