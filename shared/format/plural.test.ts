import { describe, expect, it } from 'vitest';
import { pluralRu, withPluralRu } from './plural';

const YEARS = ['год', 'года', 'лет'] as const;

describe('pluralRu', () => {
  it.each([
    [1, 'год'],
    [21, 'год'],
    [101, 'год'],
    [2, 'года'],
    [4, 'года'],
    [22, 'года'],
    [0, 'лет'],
    [5, 'лет'],
    [11, 'лет'],
    [12, 'лет'],
    [14, 'лет'],
    [111, 'лет'],
    [112, 'лет'],
    [25, 'лет'],
  ])('%i → %s', (n, form) => {
    expect(pluralRu(n, YEARS)).toBe(form);
  });

  it('uses the absolute value for negative numbers', () => {
    expect(pluralRu(-1, YEARS)).toBe('год');
    expect(pluralRu(-3, YEARS)).toBe('года');
  });

  it('reads fractions with the genitive singular', () => {
    expect(pluralRu(1.5, YEARS)).toBe('года');
  });

  it('joins the number and its form', () => {
    expect(withPluralRu(5, ['товар', 'товара', 'товаров'])).toBe('5 товаров');
  });
});
