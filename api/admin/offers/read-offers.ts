/**
 * The offers staff pick from when they edit an order's lines (decision 048): its own read of the
 * catalogue's tables, nothing written. Each search word matches the product's name, colour or code;
 * gift certificates are never offered (an edit refuses them). Products on sale first, then by name,
 * each product's sizes in the catalogue's order.
 */
import { and, asc, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { OfferPickList, OfferPickQuery } from '../../../shared/contract/admin/offers';
import { OFFERS_PICK_MAX } from '../../../shared/contract/admin/offers';
import { colours, offers, products, sections } from '../../catalog/schema';
import { GIFT_CERTIFICATE_KIND } from '../../certificate/service';
import type { Executor } from '../../db/database';
import { likeContaining } from '../../db/like';

/** What a word is looked for in: a few thousand products at most, so no index is worth its upkeep here. */
const pickText = sql`lower(${products.name} || ' ' || ${colours.name} || ' ' || ${products.code})`;

function pickConditions(query: OfferPickQuery): SQL | undefined {
  return and(
    ne(products.kind, GIFT_CERTIFICATE_KIND),
    query.productCode === undefined ? undefined : eq(products.code, query.productCode),
    ...query.q.map((word) => sql`${pickText} LIKE ${likeContaining(word)}`),
  );
}

export async function pickOffers(db: Executor, query: OfferPickQuery): Promise<OfferPickList> {
  const onSale = sql<boolean>`(${products.active} AND ${sections.active})`;
  const items = await db
    .select({
      id: offers.id,
      productCode: products.code,
      name: products.name,
      colour: colours.name,
      size: offers.size,
      priceKopecks: offers.priceKopecks,
      stock: offers.stock,
      active: onSale,
    })
    .from(offers)
    .innerJoin(products, eq(products.id, offers.productId))
    .innerJoin(colours, eq(colours.code, products.colourCode))
    .innerJoin(sections, eq(sections.id, products.sectionId))
    .where(pickConditions(query))
    .orderBy(desc(onSale), asc(products.name), asc(products.id), asc(offers.sort), asc(offers.id))
    .limit(OFFERS_PICK_MAX);
  return { items };
}
