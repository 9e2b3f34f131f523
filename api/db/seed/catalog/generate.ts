import { colours } from '../../../../shared/pictures';
import { expandModel } from './expand';
import { catalogueModels } from './models/index';
import type { ModelSeed, ProductSeed } from './types';

export { insertCatalogue, loadSectionIds } from './insert';

// Prints and details that tell generated copies of a model apart, as a shop names them.
const VARIANTS = [
  'в полоску',
  'в горошек',
  'с принтом «Листики»',
  'с вышивкой «Звёзды»',
  'с принтом «Облака»',
  'с карманом',
  'с принтом «Лисички»',
  'с вышивкой «Зайчик»',
  'с принтом «Ёлочки»',
  'с контрастной отделкой',
  'с принтом «Горы»',
];

function variantOf(model: ModelSeed, modelIndex: number, round: number): ModelSeed {
  const colour = colours[(modelIndex + round * 5) % colours.length]!.code;
  const variant =
    round === 0
      ? ''
      : ` ${VARIANTS[(round - 1) % VARIANTS.length]}${round > VARIANTS.length ? ` ${Math.ceil(round / VARIANTS.length)}` : ''}`;
  const delta = (round % 5) * 100;
  return {
    ...model,
    code: `${model.code}-g${round}`,
    name: (c) => `${model.name(c)}${variant}`,
    colours: [colour],
    price: model.price + delta,
    ...(model.oldPrice === undefined ? {} : { oldPrice: model.oldPrice + delta }),
    daysAgo: model.daysAgo + ((round * 37) % 365),
    popularity: Math.max(0, model.popularity - ((round * 53) % 700)),
    isNew: round % 9 === 0 ? true : model.isNew,
    soldOut: round % 13 === 7 ? [colour] : model.soldOut,
  };
}

/**
 * A deterministic catalogue of `n` products for benchmarks: the demo models in every palette
 * colour, then again with prints and details in their names (the same sections, kinds, sizes and
 * texts), so a scratch database looks like a big shop to the search and the listings. Insert it
 * with `insertCatalogue(tx, generateCatalogue(10_000), await loadSectionIds(tx))` on a database
 * that has the demo sections. Pictures of generated products are not written by the build.
 */
export function generateCatalogue(n: number): ProductSeed[] {
  const out: ProductSeed[] = [];
  for (let i = 0; out.length < n; i++) {
    const modelIndex = i % catalogueModels.length;
    const round = Math.floor(i / catalogueModels.length);
    out.push(...expandModel(variantOf(catalogueModels[modelIndex]!, modelIndex, round)));
  }
  return out.slice(0, n);
}
