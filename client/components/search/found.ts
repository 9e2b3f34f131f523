import { GOODS_FORMS, pluralRu, withPluralRu } from '../../../shared/format';

/** «Найден 1 товар», «Найдено 3 товара», «Найдено 25 товаров». */
export function foundText(n: number): string {
  return `${pluralRu(n, ['Найден', 'Найдено', 'Найдено'])} ${withPluralRu(n, GOODS_FORMS)}`;
}

/** «из 39 товаров», «из 21 товара»: the genitive after «из». */
const ofGoods = (n: number) => `из ${n} ${pluralRu(n, ['товара', 'товаров', 'товаров'])}`;

/**
 * What the overlay tells about its list (and screen readers, as it changes): «Найдено 3 товара»
 * when it shows all, «Показаны 10 из 39 товаров» when the results page has more.
 */
export function shownText(shown: number, total: number | null): string {
  if (total === null || total <= shown) return foundText(shown);
  return `${pluralRu(shown, ['Показан', 'Показаны', 'Показаны'])} ${shown} ${ofGoods(total)}`;
}
