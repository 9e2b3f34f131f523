import { describe, expect, it } from 'vitest';
import { localDigits, maskPhone, nextPhone, phoneForApi } from './phoneMask';

describe('the phone field', () => {
  it('reads the local digits of numbers written in the usual ways', () => {
    expect(localDigits('+7 (912) 345-67-89')).toBe('9123456789');
    expect(localDigits('89123456789')).toBe('9123456789');
    expect(localDigits('+79123456789')).toBe('9123456789');
    expect(localDigits('912 345 67 89')).toBe('9123456789');
    expect(localDigits('8 (812) 123-45-67')).toBe('8121234567');
  });

  it('grows the mask while typing', () => {
    expect(maskPhone('')).toBe('');
    expect(maskPhone('9')).toBe('+7 (9');
    expect(maskPhone('9123')).toBe('+7 (912) 3');
    expect(maskPhone('9123456')).toBe('+7 (912) 345-6');
    expect(maskPhone('912345678')).toBe('+7 (912) 345-67-8');
    expect(maskPhone('9123456789')).toBe('+7 (912) 345-67-89');
  });

  it('takes a first 8 as the country prefix and shows +7 (', () => {
    expect(nextPhone('', '8')).toEqual({ local: '', text: '+7 (' });
    expect(nextPhone('+7 (', '+7 (9')).toEqual({ local: '9', text: '+7 (9' });
  });

  it('deletes the digit before a bracket or dash that was erased', () => {
    expect(nextPhone('+7 (912) 3', '+7 (912)3').local).toBe('912');
    expect(nextPhone('+7 (', '+7 ').text).toBe('');
  });

  it('stops at ten digits and sends 7 with them', () => {
    expect(nextPhone('+7 (912) 345-67-89', '+7 (912) 345-67-890').local).toBe('9123456789');
    expect(phoneForApi('9123456789')).toBe('79123456789');
    expect(phoneForApi('912')).toBe('912');
  });
});
