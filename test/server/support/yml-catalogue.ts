/**
 * What /yml.xml must say, read straight from the catalogue's tables with the rules written out
 * here (not the api's queries): for the feed test to compare offer by offer.
 */
import { asc } from 'drizzle-orm';
import { expect } from 'vitest';
import { colours, offers, productPictures, products, sections, shopInfo } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { matchPage } from '../../../client/routes/match';

/** The parsed document (fast-xml-parser, attributes without prefix, values as text). */
export interface Yml {
  yml_catalog: {
    date: string;
    shop: {
      name: string;
      company: string;
      url: string;
      currencies: { currency: { id: string; rate: string }[] };
      categories: { category: { id: string; parentId?: string; '#text': string }[] };
      offers: {
        offer: {
          id: string;
          available: string;
          group_id: string;
          name: string;
          url: string;
          price: string;
          oldprice?: string;
          currencyId: string;
          categoryId: string;
          picture: string[];
          vendor: string;
          description: string;
          param: { name: string; '#text': string }[];
        }[];
      };
    };
  };
}

const rubles = (kopecks: number) => (kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2));

export async function expectedFeed(db: Db, origin: string) {
  const [allSections, allProducts, allOffers, pictures, colourRows, [shop]] = await Promise.all([
    db.select().from(sections).orderBy(asc(sections.depth), asc(sections.sort), asc(sections.id)),
    db.select().from(products).orderBy(asc(products.id)),
    db.select().from(offers).orderBy(asc(offers.sort), asc(offers.id)),
    db.select().from(productPictures).orderBy(asc(productPictures.sort)),
    db.select().from(colours),
    db.select().from(shopInfo),
  ]);
  const byId = new Map(allSections.map((s) => [s.id, s]));
  // A section is shown when it and every ancestor are active.
  const shown = (id: number | null): boolean => id === null || (byId.get(id)?.active === true && shown(byId.get(id)!.parentId));
  const categories = allSections.filter((s) => shown(s.id));
  const colourName = new Map(colourRows.map((c) => [c.code, c.name]));
  const groupOf = (model: string) => Math.min(...allProducts.filter((p) => p.modelCode === model).map((p) => p.id));

  const expectedOffers = allProducts
    .filter((p) => p.active && p.kind !== 'gift-certificate' && shown(p.sectionId))
    .flatMap((p) => {
      const path = `/shop/${p.id}-${p.code}-product/`;
      // The address is one the storefront answers with this product's page.
      expect(matchPage(path)).toMatchObject({ route: { id: 'product' }, params: { id: p.id, code: p.code } });
      return allOffers
        .filter((o) => o.productId === p.id)
        .map((o) => ({
          id: String(o.id),
          available: String(o.stock > 0),
          group_id: String(groupOf(p.modelCode)),
          name: p.name,
          url: origin + path,
          price: rubles(p.priceKopecks),
          oldprice: p.oldPriceKopecks === null ? undefined : rubles(p.oldPriceKopecks),
          currencyId: 'RUB',
          categoryId: String(p.sectionId),
          picture: pictures.filter((pic) => pic.productId === p.id).map((pic) => origin + pic.url),
          vendor: shop!.brandName,
          size: o.size,
          colour: colourName.get(p.colourCode),
          description: p.description.replace(/\s+/g, ' ').trim(),
        }));
    });
  return {
    categories: categories.map((s) => ({ id: String(s.id), parentId: s.parentId === null ? undefined : String(s.parentId), name: s.name })),
    offers: expectedOffers,
  };
}
