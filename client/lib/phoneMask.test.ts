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

  it('deletes the digit before a bracket, space or dash that was erased', () => {
    expect(nextPhone('+7 (912) 3', '+7 (912)3').local).toBe('913');
    expect(nextPhone('+7 (912) 345-67-89', '+7 (912) 34567-89').local).toBe('912346789');
    expect(nextPhone('+7 (', '+7 ').text).toBe('');
  });

  it('deletes digits as they are deleted', () => {
    expect(nextPhone('+7 (912) 345-67-89', '+7 (912) 345-67-8').text).toBe('+7 (912) 345-67-8');
    expect(nextPhone('+7 (912) 345-67-89', '').text).toBe('');
  });

  it('stops at ten digits and sends 7 with them', () => {
    expect(nextPhone('+7 (912) 345-67-89', '+7 (912) 345-67-890').local).toBe('9123456789');
    expect(phoneForApi('9123456789')).toBe('79123456789');
    expect(phoneForApi('912')).toBe('912');
  });
});

const FULL = '+7 (916) 123-45-67';

describe('a whole number put into the phone field at once (a paste over a selection, the browser’s autofill)', () => {
  const numbers = [
    '89161234567',
    '9161234567',
    '+79161234567',
    '79161234567',
    '+7 916 123-45-67',
    '8 (916) 123 45 67',
    '8-916-123-45-67',
    ' 8 916 1234567 ',
  ];

  it.each(numbers)('%s over the same number keeps all ten digits', (pasted) => {
    expect(nextPhone(FULL, pasted)).toEqual({ local: '9161234567', text: FULL });
  });

  it.each(numbers)('%s over another number replaces it', (pasted) => {
    expect(nextPhone('+7 (903) 765-43-21', pasted)).toEqual({ local: '9161234567', text: FULL });
  });

  it.each(numbers)('%s into an empty field', (pasted) => {
    expect(nextPhone('', pasted).text).toBe(FULL);
  });

  it('pasted after the «+7 (» that a first 8 left, or after part of a number, replaces what was there', () => {
    expect(nextPhone('+7 (', '+7 (89161234567').text).toBe(FULL);
    expect(nextPhone('+7 (9', '+7 (9+79161234567').text).toBe(FULL);
  });

  it('keeps a Saint Petersburg number written after an 8', () => {
    expect(nextPhone('', '8 (812) 123-45-67').text).toBe('+7 (812) 123-45-67');
    expect(nextPhone('+7 (812) 123-45-67', '88121234567').text).toBe('+7 (812) 123-45-67');
  });

  it('ignores letters and emoji typed into it', () => {
    expect(nextPhone(FULL, `${FULL}😀`).text).toBe(FULL);
    expect(nextPhone('+7 (916', '+7 (916a').text).toBe('+7 (916');
  });
});
