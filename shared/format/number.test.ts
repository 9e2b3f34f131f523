import { describe, expect, it } from 'vitest';
import { formatNumber, formatPrice, kopecksToRubles, NBSP, parseTypedRubles, plainSpaces, rublesToKopecks } from './number';

// What a shopper sees, with the no-break spaces written as «·» so a plain space cannot pass for one.
const shown = (text: string) => text.replaceAll(NBSP, '·');

describe('formatNumber', () => {
  it('separates thousands with a no-break space (spec §9: a space a line never breaks at)', () => {
    expect(shown(formatNumber(7000))).toBe('7·000');
    expect(shown(formatNumber(12345))).toBe('12·345');
    expect(shown(formatNumber(1234567))).toBe('1·234·567');
    expect(formatNumber(7000).charCodeAt(1)).toBe(0xa0);
    expect(formatNumber(1234567)).not.toContain(' ');
  });

  it('leaves small numbers alone', () => {
    expect(formatNumber(0)).toBe('0');
    expect(formatNumber(7)).toBe('7');
    expect(formatNumber(999)).toBe('999');
  });

  it('keeps up to two decimals with a decimal comma and no trailing zeros', () => {
    expect(shown(formatNumber(1234.5))).toBe('1·234,5');
    expect(shown(formatNumber(1234.567))).toBe('1·234,57');
    expect(formatNumber(100.0)).toBe('100');
  });

  it('writes negative numbers with a minus', () => {
    expect(shown(formatNumber(-12345))).toBe('-12·345');
    expect(formatNumber(-0.001)).toBe('0');
  });

  it('gives an empty string for a number that is not finite', () => {
    expect(formatNumber(Number.NaN)).toBe('');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('');
  });
});

describe('formatPrice', () => {
  it("writes rubles with 'р.' held to the number by a no-break space", () => {
    expect(shown(formatPrice(7000))).toBe('7·000·р.');
    expect(shown(formatPrice(490))).toBe('490·р.');
    expect(shown(formatPrice(10000))).toBe('10·000·р.');
  });

  it('has no space a line could break at', () => {
    for (const rubles of [0, 5, 490, 7000, 10000, 123456.78, 1234567]) expect(formatPrice(rubles)).not.toMatch(/[ \t\n]/);
  });

  it('writes kopecks, when there are any, in two digits (Russian money: 450,50 р., not 450,5 р.)', () => {
    expect(shown(formatPrice(450.5))).toBe('450,50·р.');
    expect(shown(formatPrice(450.05))).toBe('450,05·р.');
    expect(shown(formatPrice(1290.9))).toBe('1·290,90·р.');
    expect(shown(formatPrice(0.01))).toBe('0,01·р.');
    expect(shown(formatPrice(kopecksToRubles(45_050)))).toBe('450,50·р.');
  });

  it('keeps whole rubles whole, and rounds to the kopeck', () => {
    expect(shown(formatPrice(1290))).toBe('1·290·р.');
    expect(shown(formatPrice(1290.0))).toBe('1·290·р.');
    expect(shown(formatPrice(123456.78))).toBe('123·456,78·р.');
    expect(shown(formatPrice(19.999))).toBe('20·р.');
    expect(shown(formatPrice(0.1 + 0.2))).toBe('0,30·р.');
    expect(shown(formatPrice(-450.5))).toBe('-450,50·р.');
    expect(formatPrice(-0.001)).toBe('0\u00a0р.');
    expect(formatPrice(Number.NaN)).toBe('');
  });

  it('is still a space to whoever reads it as text (a screen reader, a search, \\s)', () => {
    expect(formatPrice(10000).replace(/\s/g, ' ')).toBe('10 000 р.');
  });
});

describe('plainSpaces', () => {
  it('turns the no-break spaces of a price into plain ones, for an SMS or a receipt', () => {
    expect(plainSpaces(`на ${formatPrice(10000)} оформлен`)).toBe('на 10 000 р. оформлен');
    expect(plainSpaces('1\u202f000')).toBe('1 000');
    expect(plainSpaces('без пробелов')).toBe('без пробелов');
  });
});

describe('kopecks and rubles', () => {
  it('turns kopecks into rubles', () => {
    expect(kopecksToRubles(700000)).toBe(7000);
    expect(kopecksToRubles(1999)).toBe(19.99);
    expect(shown(formatPrice(kopecksToRubles(1234550)))).toBe('12·345,50·р.');
  });

  it('turns rubles into whole kopecks without float drift', () => {
    expect(rublesToKopecks(19.99)).toBe(1999);
    expect(rublesToKopecks(0.1 + 0.2)).toBe(30);
  });
});

describe('parseTypedRubles', () => {
  it.each([
    ['500', 50_000],
    ['1 290,50', 129_050],
    ['1290.5', 129_050],
    ['1\u00a0290', 129_000],
    ['1 290 ₽', 129_000],
    ['450 руб.', 45_000],
    ['-3', -300],
    ['- 3,5', -350],
  ])('reads «%s» as %i kopecks', (typed, kopecks) => {
    expect(parseTypedRubles(typed)).toBe(kopecks);
  });

  it.each(['', '  ', 'abc', '12,345', '1.290,50', '12 34', '5e3', '500,', '--3', '99999999999999999'])('refuses «%s»', (typed) => {
    expect(parseTypedRubles(typed)).toBeNull();
  });
});
