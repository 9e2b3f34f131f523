import { pictureUrl, type ProductKind, type View } from '../../../../shared/pictures';
import { KIND_SYNONYMS, colourSearchWords, searchWords, wordsOf } from '../../../catalog/service';
import { sectionSearchNames } from './section-names';
import { ONE_SIZE } from './sizes';
import { demoStock, stableHash } from './stock';
import type { ModelSeed, OfferSeed, PictureSeed, ProductSeed } from './types';

/** createdAt counts back from this day, so the demo data is the same on every seed. */
const CATALOGUE_DATE = Date.UTC(2025, 9, 1);
const DAY = 86_400_000;

// View 2 of a garment is its back; toys, mats and bags are simply turned.
const TURNED: ReadonlySet<ProductKind> = new Set([
  'toy-bunny',
  'toy-bear',
  'rattle-bear',
  'comforter-bunny',
  'play-mat',
  'play-mat-clouds',
  'changing-mat',
  'bag',
  'bag-pockets',
  'gift-set',
  'gift-certificate',
  'pacifier',
]);

function viewAlt(kind: ProductKind, view: View): string {
  if (view === 1) return 'вид спереди';
  if (view === 2) return TURNED.has(kind) ? 'с другой стороны' : 'вид сзади';
  if (view === 3) return 'ткань крупным планом';
  return 'в раскладке';
}

function offersOf(model: ModelSeed, code: string, colour: string): OfferSeed[] {
  const soldOut = model.soldOut?.includes(colour) ?? false;
  return model.sizes.map((size) => {
    if (soldOut || model.goneSizes?.includes(size)) return { size, stock: 0 };
    if (model.stock !== undefined) return { size, stock: model.stock };
    // A one-size item sells out only on purpose (soldOut), never by the dice.
    if (model.sizes.length === 1 && size === ONE_SIZE) return { size, stock: 1 + (stableHash(code) % 14) };
    return { size, stock: demoStock(code, size) };
  });
}

/** Product code of a model in a colour: URL-safe, the colour code with hyphens. */
export function productCode(model: ModelSeed, colour: string): string {
  return model.single ? model.code : `${model.code}-${colour.replace(/_/g, '-')}`;
}

/** One product per colour of the model. */
export function expandModel(model: ModelSeed): ProductSeed[] {
  return model.colours.map((colour, index) => {
    const words = wordsOf(colour);
    const code = productCode(model, colour);
    const name = model.name(words);
    const views = model.views ?? [1, 2, 3];
    const pictures: PictureSeed[] = views.map((view) => ({
      url: pictureUrl(model.kind, colour, view),
      alt: `${name}, ${viewAlt(model.kind, view)}`,
      kind: model.kind,
      colour,
      view,
    }));
    return {
      code,
      name,
      modelCode: model.code,
      section: model.section,
      capsule: model.capsule ?? null,
      colour,
      kind: model.kind,
      description: model.description,
      composition: model.composition,
      care: model.care,
      priceKopecks: model.price * 100,
      oldPriceKopecks: model.oldPrice === undefined ? null : model.oldPrice * 100,
      isNew: model.isNew ?? false,
      isPopular: (model.isPopular ?? false) && index < 3,
      popularity: Math.max(0, model.popularity - index * 23 + (stableHash(code) % 17)),
      createdAt: new Date(CATALOGUE_DATE - (model.daysAgo + index * 2) * DAY),
      // What it is (weight B) apart from its colour (weight C): search ranks a type match above a colour's.
      searchColour: colourSearchWords(colour),
      searchExtra: searchWords([
        ...(sectionSearchNames.get(model.section) ?? []),
        ...(model.capsule ? (sectionSearchNames.get(model.capsule) ?? []) : []),
        KIND_SYNONYMS[model.kind],
        model.synonyms,
      ]),
      offers: offersOf(model, code, colour),
      pictures,
    };
  });
}
