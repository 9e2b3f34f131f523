import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ProductCard } from '../../shared/contract/catalog';
import { kopecksToRubles } from '../../shared/format/number';
import { urls } from '../../shared/routes';
import { colours, offers, productPictures, products, sections } from './schema';
import type { Executor } from '../db/database';

/**
 * Product cards for `productIds`, in that order; unknown and inactive ids (and products of a
 * switched-off section) are skipped. Three queries whatever the number of ids (products with
 * colour and section, offers, pictures): every list of the shop — listings, blocks, search,
 * wishlist, related — goes through here.
 */
export async function loadCards(db: Executor, productIds: readonly number[]): Promise<ProductCard[]> {
  const ids = [...new Set(productIds.filter((id) => Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647))];
  if (ids.length === 0) return [];

  const [rows, offerRows, pictureRows] = await Promise.all([
    db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        priceKopecks: products.priceKopecks,
        oldPriceKopecks: products.oldPriceKopecks,
        isNew: products.isNew,
        isPopular: products.isPopular,
        colourCode: colours.code,
        colourName: colours.name,
        colourHex: colours.hex,
        sectionId: sections.id,
        sectionCode: sections.code,
        sectionName: sections.name,
      })
      .from(products)
      .innerJoin(colours, eq(colours.code, products.colourCode))
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .where(and(inArray(products.id, ids), eq(products.active, true), eq(sections.active, true))),
    db
      .select({ id: offers.id, productId: offers.productId, size: offers.size, stock: offers.stock, price: offers.priceKopecks })
      .from(offers)
      .where(inArray(offers.productId, ids))
      .orderBy(asc(offers.productId), asc(offers.sort), asc(offers.id)),
    // The two first pictures: the card's own and the one shown on hover.
    db
      .select({ productId: productPictures.productId, url: productPictures.url })
      .from(productPictures)
      .where(and(inArray(productPictures.productId, ids), inArray(productPictures.sort, [1, 2])))
      .orderBy(asc(productPictures.productId), asc(productPictures.sort)),
  ]);

  const sizesOf = new Map<number, ProductCard['SIZES']>();
  const pricesOf = new Map<number, Set<number>>();
  for (const o of offerRows) {
    pricesOf.set(o.productId, (pricesOf.get(o.productId) ?? new Set()).add(o.price));
    const list = sizesOf.get(o.productId) ?? [];
    list.push({ ID: o.id, NAME: o.size, AVAILABLE: o.stock > 0 });
    sizesOf.set(o.productId, list);
  }
  const picturesOf = new Map<number, string[]>();
  for (const p of pictureRows) {
    const list = picturesOf.get(p.productId) ?? [];
    list.push(p.url);
    picturesOf.set(p.productId, list);
  }

  const byId = new Map<number, ProductCard>();
  for (const r of rows) {
    const sizes = sizesOf.get(r.id) ?? [];
    const pictures = picturesOf.get(r.id) ?? [];
    const section = { ID: r.sectionId, CODE: r.sectionCode };
    byId.set(r.id, {
      ID: r.id,
      CODE: r.code,
      NAME: r.name,
      URL: urls.product({ ID: r.id, CODE: r.code }),
      PREVIEW_PICTURE: pictures[0] ?? '',
      HOVER_PICTURE: pictures[1] ?? null,
      PRICE: kopecksToRubles(r.priceKopecks),
      OLD_PRICE: r.oldPriceKopecks === null ? null : kopecksToRubles(r.oldPriceKopecks),
      PRICE_FROM: (pricesOf.get(r.id)?.size ?? 0) > 1,
      COLOR: { CODE: r.colourCode, NAME: r.colourName, HEX: r.colourHex },
      SIZES: sizes,
      AVAILABLE: sizes.some((s) => s.AVAILABLE),
      FLAGS: { NEW: r.isNew, POPULAR: r.isPopular, SALE: r.oldPriceKopecks !== null },
      SECTION: { ...section, NAME: r.sectionName, URL: urls.section(section) },
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
