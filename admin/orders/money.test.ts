import { describe, expect, it } from 'vitest';
import { parseRubles, rubles } from './money';

describe('rubles typed by staff', () => {
  it.each([
    ['500', 50_000],
    ['500,50', 50_050],
    ['500,5', 50_050],
    ['500.05', 50_005],
    ['1 290', 129_000],
    ['1\u00a0290,90', 129_090],
    ['12 345 678', 1_234_567_800],
    ['  450 р.', 45_000],
    ['450 руб', 45_000],
    ['450₽', 45_000],
    ['0', 0],
    ['0,01', 1],
  ])('reads «%s» as %i kopecks', (typed, kopecks) => {
    expect(parseRubles(typed)).toBe(kopecks);
  });

  it.each(['', '   ', 'пятьсот', '-500', '500,505', '12 34', '1 2345', '5e3', '500,', ',50', '1,2,3', '99999999999'])(
    'refuses «%s»',
    (typed) => {
      expect(parseRubles(typed)).toBeNull();
    },
  );

  it('writes kopecks as the shop writes money, with no-break spaces', () => {
    expect(rubles(129_000)).toBe('1\u00a0290\u00a0р.');
    expect(rubles(45_050)).toBe('450,50\u00a0р.');
    expect(rubles(45_005)).toBe('450,05\u00a0р.');
  });
});
