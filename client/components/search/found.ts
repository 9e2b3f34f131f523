import { GOODS_FORMS, pluralRu, withPluralRu } from '../../../shared/format';

/** «Найден 1 товар», «Найдено 3 товара», «Найдено 25 товаров». */
export function foundText(n: number): string {
  return `${pluralRu(n, ['Найден', 'Найдено', 'Найдено'])} ${withPluralRu(n, GOODS_FORMS)}`;
}
