import { and, asc, eq } from 'drizzle-orm';
import type { SitemapData } from '../../shared/contract/sitemap';
import { urls } from '../../shared/routes';
import type { Executor } from '../db/database';
import { products, promos, sections } from './schema';

/** Active sections, active products of active sections, and promos, each by its storefront address. */
export async function sitemapData(db: Executor): Promise<SitemapData> {
  const [sectionRows, productRows, promoRows] = await Promise.all([
    db
      .select({ ID: sections.id, CODE: sections.code })
      .from(sections)
      .where(eq(sections.active, true))
      .orderBy(asc(sections.depth), asc(sections.sort), asc(sections.id)),
    db
      .select({ ID: products.id, CODE: products.code, createdAt: products.createdAt })
      .from(products)
      .innerJoin(sections, eq(sections.id, products.sectionId))
      .where(and(eq(products.active, true), eq(sections.active, true)))
      .orderBy(asc(products.id)),
    db.select({ code: promos.code }).from(promos).orderBy(asc(promos.sort), asc(promos.code)),
  ]);
  return {
    SECTIONS: sectionRows.map((s) => ({ URL: urls.section(s) })),
    // Products carry no change time of their own yet; creation is the last change the catalogue knows.
    PRODUCTS: productRows.map((p) => ({ URL: urls.product(p), UPDATED: p.createdAt.toISOString() })),
    PROMOS: promoRows.map((p) => ({ URL: urls.promo(p.code) })),
  };
}
