import { describe, expect, it } from 'vitest';
import type { ProductKind } from '../../../../shared/pictures';
import { expandModel } from './expand';
import { catalogueModels } from './models/index';

/**
 * What each demo product's name says it is, read from the name alone (issue 21: «Комплект …:
 * футболка и шорты» was drawn as a long-sleeved top and trousers). A picture kind is drawn with the
 * garments or items the name names, each piece of a set, and the parts and prints the name names:
 * sleeves, a hood, ears, an open foot, mittens, snaps, a brim, a knot, pockets, ruffles, stripes,
 * «Звёзды», «Листики», «Облака», the words on a mum's t-shirt (build/pictures/draw/). The first
 * rule that matches a name decides; a name no rule reads is a failure too.
 */
const KIND_BY_NAME: ReadonlyArray<readonly [RegExp, ProductKind]> = [
  [/^Подарочный сертификат на /, 'gift-certificate'],
  [/^Подарочный набор /, 'gift-set'],
  [/^Комплект на выписку /, 'set-newborn'],
  [/^Комплект [а-яё ]+: футболка и шорты в полоску$/, 'set-t-shirt-shorts-stripes'],
  [/^Комплект [а-яё ]+: футболка и шорты$/, 'set-t-shirt-shorts'],
  [/^Комплект [а-яё ]+: лонгслив и брюки$/, 'set'],
  [/^Боди-майка /, 'bodysuit-tank'],
  [/^Боди [а-яё ]+ на запах /, 'bodysuit-wrap'],
  [/^Боди [а-яё ]+ с длинным рукавом «Звёзды»$/, 'bodysuit-stars'],
  [/^Боди [а-яё ]+ с длинным рукавом$/, 'bodysuit-long'],
  [/^Боди [а-яё ]+ с коротким рукавом$/, 'bodysuit-short'],
  [/^Распашонка [а-яё ]+ с закрытыми ручками$/, 'wrap-top-mittens'],
  [/^Распашонка [а-яё ]+ на кнопках$/, 'snap-top'],
  [/^Комбинезон [а-яё ]+ с капюшоном$/, 'romper-hood'],
  [/^Комбинезон [а-яё ]+ на кнопках$/, 'romper-snaps'],
  [/^Комбинезон [а-яё ]+ из (флиса|футера)$/, 'romper'],
  [/^Слип /, 'sleepsuit'],
  [/^Ползунки [а-яё ]+ с открытой стопой$/, 'footless-pants'],
  [/^Ползунки [а-яё ]+ на резинке$/, 'footed-pants'],
  [/^Леггинсы /, 'leggings'],
  [/^Брюки /, 'trousers'],
  [/^Шорты /, 'shorts'],
  [/^Трусики [а-яё ]+, 2 шт\.$/, 'briefs'],
  [/^Лонгслив [а-яё ]+ с принтом «Листики»$/, 'long-sleeve-leaves'],
  [/^Лонгслив /, 'long-sleeve'],
  [/^Свитшот /, 'sweatshirt'],
  [/^Футболка для мамы «Мама», /, 't-shirt-mom-mama'],
  [/^Футболка для мамы «Вместе», /, 't-shirt-mom-vmeste'],
  [/^Футболка для мамы оверсайз, /, 't-shirt-mom'],
  [/^Футболка [а-яё ]+ базовая$/, 't-shirt'],
  [/^Майка /, 'tank-top'],
  [/^Песочник [а-яё ]+ с рюшами$/, 'sand-suit-ruffles'],
  [/^Песочник [а-яё ]+ с карманом$/, 'sand-suit-pocket'],
  [/^Платье [а-яё ]+ в полоску$/, 'dress-stripes'],
  [/^Платье [а-яё ]+ с длинным рукавом$/, 'dress-long'],
  [/^Платье [а-яё ]+ с коротким рукавом$/, 'dress'],
  [/^Полотенце-пончо [а-яё ]+ с капюшоном$/, 'towel-poncho'],
  [/^Полотенце [а-яё ]+ с уголком и ушками$/, 'towel-ears'],
  [/^Полотенце [а-яё ]+ с уголком$/, 'towel'],
  [/^Шапочка [а-яё ]+ с ушками$/, 'hat-ears'],
  [/^Шапка [а-яё ]+ в рубчик с отворотом$/, 'beanie'],
  [/^Шапочка [а-яё ]+ (для новорождённого|вязаная)$/, 'hat'],
  [/^Панама /, 'panama'],
  [/^Нагрудник /, 'bib'],
  [/^Пустышка /, 'pacifier'],
  [/^Снуд /, 'snood'],
  [/^Повязка [а-яё ]+ с узелком$/, 'headband-knot'],
  [/^Повязка на голову [а-яё ]+ с бантом$/, 'headband'],
  [/^Сумка для мамы [а-яё ]+ с карманами$/, 'bag-pockets'],
  [/^Сумка-шоппер /, 'bag'],
  [/^Стёганый коврик для пеленания /, 'changing-mat'],
  [/^Игровой коврик [а-яё ]+ «Облака»$/, 'play-mat-clouds'],
  [/^Игровой коврик [а-яё ]+ круглый$/, 'play-mat'],
  [/^Игрушка-комфортер Зайка, /, 'comforter-bunny'],
  [/^Мягкая игрушка Зайка, /, 'toy-bunny'],
  [/^Мягкая игрушка Мишка, /, 'toy-bear'],
  [/^Мишка-погремушка, /, 'rattle-bear'],
];

function kindByName(name: string): ProductKind | 'no rule reads this name' {
  return KIND_BY_NAME.find(([rule]) => rule.test(name))?.[1] ?? 'no rule reads this name';
}

describe('the demo products’ pictures', () => {
  const products = catalogueModels.flatMap(expandModel);

  it('draw what each product’s name says it is', () => {
    const wrong = products.filter((p) => p.kind !== kindByName(p.name)).map((p) => `${p.name}: ${p.kind}, name says ${kindByName(p.name)}`);
    expect(wrong).toEqual([]);
  });

  it('read every name with one rule, and use every rule', () => {
    expect(products.length).toBeGreaterThan(150);
    const used = new Set(products.map((p) => KIND_BY_NAME.findIndex(([rule]) => rule.test(p.name))));
    expect(KIND_BY_NAME.map(([rule], i) => (used.has(i) ? null : String(rule))).filter(Boolean)).toEqual([]);
  });

  it('are all of the product’s own kind', () => {
    for (const p of products) for (const picture of p.pictures) expect(picture.kind, p.name).toBe(p.kind);
  });
});
