import { eq } from 'drizzle-orm';
import { PRODUCT_MESSAGES as M, type ProductCreateBody, type ProductUpdateBody } from '../../shared/contract/admin/products';
import { isProductKind } from '../../shared/pictures';
import { urls } from '../../shared/routes';
import { recordMovedAddress } from '../content/service';
import type { Executor } from '../db/database';
import { fieldRefusal, notFound } from '../http/errors';
import { colours, products, sections } from './schema';
import { priceColumns, writeProductPrice } from './write-price';
import { refreshSearchWords } from './write-search-words';
import { writeSizes } from './write-sizes';

/**
 * The staff's writes of a product (issue 24) in the caller's transaction, which also writes the
 * audit row and raises the catalogue's revision (api/admin/products/service.ts). The price goes
 * through writeProductPrice alone; the search words are written again when what they come from changes.
 */

export type ProductRow = typeof products.$inferSelect;
type Fields = Omit<ProductCreateBody, 'sizes'>;

const codeTaken = () => fieldRefusal('product_code_taken', 409, M.codeTaken, 'code');

/** What the fields name exists: the section and capsule, the colour, the kind; the code is free. */
async function checkRefs(tx: Executor, fields: Partial<Fields>, id?: number): Promise<void> {
  const exists = async (sectionId: number) =>
    (await tx.select({ id: sections.id }).from(sections).where(eq(sections.id, sectionId))).length > 0;
  if (fields.sectionId !== undefined && !(await exists(fields.sectionId)))
    throw fieldRefusal('section_missing', 409, M.sectionMissing, 'sectionId');
  if (fields.capsuleId != null && !(await exists(fields.capsuleId)))
    throw fieldRefusal('capsule_missing', 409, M.capsuleMissing, 'capsuleId');
  if (fields.kind !== undefined && !isProductKind(fields.kind)) throw fieldRefusal('kind_missing', 409, M.kindMissing, 'kind');
  if (fields.colourCode !== undefined) {
    const [colour] = await tx.select({ code: colours.code }).from(colours).where(eq(colours.code, fields.colourCode));
    if (!colour) throw fieldRefusal('colour_missing', 409, M.colourMissing, 'colourCode');
  }
  if (fields.code !== undefined) {
    const [taken] = await tx.select({ id: products.id }).from(products).where(eq(products.code, fields.code));
    if (taken && taken.id !== id) throw codeTaken();
  }
}

export async function lockProduct(tx: Executor, id: number): Promise<ProductRow> {
  const [row] = await tx.select().from(products).where(eq(products.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

export async function createProduct(tx: Executor, body: ProductCreateBody): Promise<ProductRow> {
  const { sizes, priceKopecks, oldPriceKopecks, ...fields } = body;
  await checkRefs(tx, body);
  const [row] = await tx
    .insert(products)
    .values({ ...fields, ...priceColumns({ priceKopecks, oldPriceKopecks }) })
    .onConflictDoNothing({ target: products.code })
    .returning({ id: products.id });
  if (!row) throw codeTaken();
  await refreshSearchWords(tx, eq(products.id, row.id));
  await writeSizes(tx, row.id, sizes);
  return lockProduct(tx, row.id);
}

const SEARCH_SOURCES = ['sectionId', 'capsuleId', 'kind', 'colourCode'] as const;

export async function updateProduct(tx: Executor, id: number, body: ProductUpdateBody): Promise<{ before: ProductRow; after: ProductRow }> {
  const before = await lockProduct(tx, id);
  await checkRefs(tx, body, id);
  const { priceKopecks, oldPriceKopecks, ...fields } = body;
  const price = {
    priceKopecks: priceKopecks ?? before.priceKopecks,
    oldPriceKopecks: oldPriceKopecks === undefined ? before.oldPriceKopecks : oldPriceKopecks,
  };
  // The database checks the old price against the price; the contract only when both came.
  if (price.oldPriceKopecks !== null && price.oldPriceKopecks <= price.priceKopecks) {
    throw fieldRefusal('old_price_lower', 400, 'Старая цена должна быть выше цены: она показывается зачёркнутой', 'oldPriceKopecks');
  }
  if (Object.keys(fields).length > 0) await tx.update(products).set(fields).where(eq(products.id, id));
  if (price.priceKopecks !== before.priceKopecks || price.oldPriceKopecks !== before.oldPriceKopecks)
    await writeProductPrice(tx, id, price);
  if (SEARCH_SOURCES.some((key) => fields[key] !== undefined && fields[key] !== before[key]))
    await refreshSearchWords(tx, eq(products.id, id));
  const after = await lockProduct(tx, id);
  if (after.code !== before.code)
    await recordMovedAddress(tx, urls.product({ ID: id, CODE: before.code }), urls.product({ ID: id, CODE: after.code }));
  return { before, after };
}
