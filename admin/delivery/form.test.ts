import { describe, expect, it } from 'vitest';
import { EMPTY_POINT, methodBody, pointBody, typedRubles } from './form';

describe('delivery form', () => {
  it('shows kopecks as rubles to edit, grouped, kopecks after a comma', () => {
    expect(typedRubles(29_000)).toBe('290');
    expect(typedRubles(700_000)).toBe('7 000');
    expect(typedRubles(45_050)).toBe('450,50');
    expect(typedRubles(0)).toBe('0');
    expect(typedRubles(null)).toBe('');
  });

  it('reads a price and a threshold as staff type them; an empty threshold is never free', () => {
    expect(methodBody('350', '5 000')).toEqual({ body: { priceKopecks: 35_000, freeFromKopecks: 500_000 }, problem: null });
    expect(methodBody('0', '')).toEqual({ body: { priceKopecks: 0, freeFromKopecks: null }, problem: null });
    expect(methodBody('290,50 р.', '  ')).toEqual({ body: { priceKopecks: 29_050, freeFromKopecks: null }, problem: null });
  });

  it('refuses what is not a sum, saying which field', () => {
    expect(methodBody('', '7000').problem).toMatch(/^Цена доставки/);
    expect(methodBody('-5', '7000').problem).toMatch(/^Цена доставки/);
    expect(methodBody('300', 'семь тысяч').problem).toMatch(/^Бесплатно от/);
  });

  it('reads a pickup point, coordinates with a comma or a dot or none', () => {
    const typed = { ...EMPTY_POINT, code: ' OWN-1 ', city: 'Москва', address: 'ул. Ленина, 1', schedule: '10–20', latitude: '55,75' };
    expect(pointBody(typed)).toEqual({
      body: { code: 'OWN-1', city: 'Москва', address: 'ул. Ленина, 1', schedule: '10–20', latitude: 55.75, longitude: null },
      problem: null,
    });
    expect(pointBody({ ...typed, longitude: '37.6е' }).problem).toMatch(/^Долгота/);
  });
});
