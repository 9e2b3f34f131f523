import { describe, expect, it } from 'vitest';
import { foundText, shownText } from './found';

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

describe('the search overlay’s count', () => {
  it.each([
    [10, 39, 'Показаны 10 из 39 товаров'],
    [10, 21, 'Показаны 10 из 21 товара'],
    [10, 111, 'Показаны 10 из 111 товаров'],
    [3, 3, 'Найдено 3 товара'],
    [10, 10, 'Найдено 10 товаров'],
    [1, null, 'Найден 1 товар'],
  ])('reads %i shown of %s as «%s»', (shown, total, text) => {
    expect(shownText(shown, total)).toBe(text);
  });
});
