import type { ProductCard } from '../../../shared/contract/catalog';

/**
 * What a product card in a list reads (ProductCard, Badges, the lists that hold them): a page
 * hands the client listings, blocks and related products with these fields only
 * (server/render/lean-cards.ts). The api's card also carries CODE, COLOR, SECTION and the
 * POPULAR/SALE flags, which no list shows: about 200 of a card's 600 bytes of state.
 * test/server/lean-cards.test.ts fails if client code starts to read one of them.
 */
export const LISTED_CARD_FIELDS = [
  'ID',
  'NAME',
  'URL',
  'PREVIEW_PICTURE',
  'HOVER_PICTURE',
  'PRICE',
  'OLD_PRICE',
  'PRICE_FROM',
  'SIZES',
  'AVAILABLE',
  'FLAGS',
] as const satisfies readonly (keyof ProductCard)[];

/** The one flag a list shows (the «Новинка» badge). */
export const LISTED_CARD_FLAGS = ['NEW'] as const satisfies readonly (keyof ProductCard['FLAGS'])[];

export type ListedCard = Omit<Pick<ProductCard, (typeof LISTED_CARD_FIELDS)[number]>, 'FLAGS'> & {
  FLAGS: Pick<ProductCard['FLAGS'], (typeof LISTED_CARD_FLAGS)[number]>;
};

/**
 * An answer as the client may hold it: a list's cards (ITEMS of a listing, block or search page,
 * RELATED of a product) lean. useApi types its data so, so the compiler refuses client code that
 * reads a dropped field of a listed card; the product of a product page stays whole.
 */
export type WithListedCards<T> = T extends { ITEMS: ProductCard[] }
  ? Omit<T, 'ITEMS'> & { ITEMS: ListedCard[] }
  : T extends { RELATED?: ProductCard[] }
    ? 'RELATED' extends keyof T
      ? Omit<T, 'RELATED'> & { RELATED?: ListedCard[] }
      : T
    : T;
