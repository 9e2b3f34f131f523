import type { ProductCreateBody, ProductSizesBody, ProductUpdateBody } from '../../../shared/contract/admin/products';
import {
  editCatalogue,
  createProduct,
  lockProduct,
  updateProduct,
  writeSizes,
  type ProductRow,
  type RevisionWatch,
  type SizeRow,
} from '../../catalog/service';
import type { Db } from '../../db/database';
import { changedFields, recordChange } from '../audit/service';
import type { StaffMember } from '../orders/service';

/**
 * The staff's product edits (issue 24): the catalogue's write, its audit row (before and after)
 * and the catalogue's revision in one transaction; this process's caches follow after the commit.
 */

/** What the audit log keeps of a product: what staff write, not the search words or popularity. */
const audited = (p: ProductRow) => ({
  code: p.code,
  name: p.name,
  modelCode: p.modelCode,
  kind: p.kind,
  description: p.description,
  composition: p.composition,
  care: p.care,
  colourCode: p.colourCode,
  sectionId: p.sectionId,
  capsuleId: p.capsuleId,
  priceKopecks: p.priceKopecks,
  oldPriceKopecks: p.oldPriceKopecks,
  isNew: p.isNew,
  isPopular: p.isPopular,
  active: p.active,
  weightGrams: p.weightGrams,
});
const sizeWords = (sizes: SizeRow[]) => sizes.map(({ id, size, stock, threshold }) => ({ id, size, stock, threshold }));

export interface ProductEdits {
  db: Db;
  revision: RevisionWatch;
}

export function productEdits(deps: ProductEdits, member: StaffMember) {
  const object = 'product' as const;
  return {
    create: (body: ProductCreateBody) =>
      editCatalogue(deps, async (tx) => {
        const row = await createProduct(tx, body);
        const after = {
          ...audited(row),
          sizes: body.sizes.map(({ size, stock, threshold }) => ({ size, stock, threshold: threshold ?? null })),
        };
        await recordChange(tx, { ...member, action: 'product.create', object, objectId: row.id, before: null, after });
        return row.id;
      }),
    update: (id: number, body: ProductUpdateBody) =>
      editCatalogue(deps, async (tx) => {
        const { before, after } = await updateProduct(tx, id, body);
        const changed = changedFields(audited(before), audited(after));
        if (changed) await recordChange(tx, { ...member, action: 'product.update', object, objectId: id, ...changed });
      }),
    sizes: (id: number, body: ProductSizesBody) =>
      editCatalogue(deps, async (tx) => {
        await lockProduct(tx, id);
        const { before, after } = await writeSizes(tx, id, body.sizes);
        const changed = changedFields({ sizes: sizeWords(before) }, { sizes: sizeWords(after) });
        if (changed) await recordChange(tx, { ...member, action: 'product.sizes', object, objectId: id, ...changed });
      }),
  };
}
