// The kinds of product the shop sells, as the picture generator (build/pictures) draws them. The code is part of a picture URL.

export const productKinds = [
  'bodysuit-short',
  'bodysuit-long',
  'romper',
  'sleepsuit',
  'footed-pants',
  'leggings',
  'trousers',
  'hat',
  'towel',
  'bib',
  'pacifier',
  'snood',
  'headband',
  'bag',
  'gift-set',
  'gift-certificate',
  'toy-bunny',
  'toy-bear',
  'play-mat',
  't-shirt',
  't-shirt-mom',
  'tank-top',
  'wrap-top',
  'briefs',
  'shorts',
  'dress',
  'sand-suit',
  'long-sleeve',
  'set',
] as const;

export type ProductKind = (typeof productKinds)[number];

/** What a shopper calls each kind, for alt texts and seed names. */
export const kindNames: Record<ProductKind, string> = {
  'bodysuit-short': 'боди с коротким рукавом',
  'bodysuit-long': 'боди с длинным рукавом',
  romper: 'комбинезон',
  sleepsuit: 'слип',
  'footed-pants': 'ползунки',
  leggings: 'леггинсы',
  trousers: 'брюки',
  hat: 'шапочка',
  towel: 'полотенце с уголком',
  bib: 'нагрудник',
  pacifier: 'пустышка',
  snood: 'снуд',
  headband: 'повязка',
  bag: 'сумка-шоппер',
  'gift-set': 'подарочный набор',
  'gift-certificate': 'подарочный сертификат',
  'toy-bunny': 'игрушка зайчик',
  'toy-bear': 'игрушка мишка',
  'play-mat': 'игровой коврик',
  't-shirt': 'футболка',
  't-shirt-mom': 'футболка для мамы',
  'tank-top': 'майка',
  'wrap-top': 'распашонка',
  briefs: 'трусики',
  shorts: 'шорты',
  dress: 'платье',
  'sand-suit': 'песочник',
  'long-sleeve': 'лонгслив',
  set: 'комплект',
};

export function isProductKind(value: string): value is ProductKind {
  return (productKinds as readonly string[]).includes(value);
}
