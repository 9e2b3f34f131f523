import { describe, expect, it } from 'vitest';
import { foundText } from './found';

describe('the search page’s count', () => {
  it.each([
    [1, 'Найден 1 товар'],
    [3, 'Найдено 3 товара'],
    [11, 'Найдено 11 товаров'],
    [21, 'Найден 21 товар'],
    [25, 'Найдено 25 товаров'],
  ])('reads %i as «%s»', (n, text) => {
    expect(foundText(n)).toBe(text);
  });
});
