import type { ProductKind, View } from '../../../../shared/pictures';

export type { ColourWords } from '../../../catalog/service';
import type { ColourWords } from '../../../catalog/service';

/**
 * A model of the demo catalogue: one garment or item that the seed expands into one product per
 * colour. Money in rubles here (readable data), kopecks in the database.
 */
export interface ModelSeed {
  /** The products' modelCode and the start of each product code. */
  code: string;
  /** The product name in a given colour: «Ползунки бежевые на резинке». */
  name: (c: ColourWords) => string;
  /** Section code (api/db/seed/sections.ts). */
  section: string;
  /** A capsule section it also belongs to: kulirka, makhra, flis, plyush, leto_2025, a newborn one. */
  capsule?: string;
  kind: ProductKind;
  /** Palette codes (shared/pictures/colours.ts), in the order the model page lists them. */
  colours: readonly string[];
  sizes: readonly string[];
  price: number;
  oldPrice?: number;
  description: string;
  composition: string;
  care: string;
  /** Words a parent types for this model that are not in its name. */
  synonyms?: string;
  /** How long before the catalogue date it arrived: spreads createdAt over months for the 'new' sort. */
  daysAgo: number;
  /** Base popularity (orders and views); colours get a little less each. */
  popularity: number;
  isNew?: boolean;
  isPopular?: boolean;
  /** Picture views, 2–4 of them; default front, back and fabric. */
  views?: readonly View[];
  /** Colours with every size sold out. */
  soldOut?: readonly string[];
  /** Sizes sold out in every colour (a popular size gone). */
  goneSizes?: readonly string[];
  /** The same stock for every size (certificates never run out); otherwise a stable demo figure. */
  stock?: number;
  /** One product only, colour kept out of its name and code (gift certificates). */
  single?: boolean;
}

export interface OfferSeed {
  size: string;
  stock: number;
}

export interface PictureSeed {
  url: string;
  alt: string;
  kind: ProductKind;
  colour: string;
  view: View;
}

/** One product ready to insert; sections by code, resolved to ids at insert time. */
export interface ProductSeed {
  code: string;
  name: string;
  modelCode: string;
  section: string;
  capsule: string | null;
  colour: string;
  kind: ProductKind;
  description: string;
  composition: string;
  care: string;
  priceKopecks: number;
  oldPriceKopecks: number | null;
  isNew: boolean;
  isPopular: boolean;
  popularity: number;
  createdAt: Date;
  /** What the product is, beyond its name: section, capsule, kind and model synonyms. */
  searchExtra: string;
  /** Its colour's words and synonyms. */
  searchColour: string;
  offers: OfferSeed[];
  pictures: PictureSeed[];
}
