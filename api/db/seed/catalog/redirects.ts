import { urls } from '../../../../shared/routes';
import type { Executor } from '../../database';
import { legacyRedirects } from '../../schema';
import type { LegacySectionPath } from '../legacy-paths';
import type { InsertedProduct } from './insert';

/**
 * Where a product lived on the old storefront (spec §2.2): under its section's nested path, under
 * the short /shop/{category}/{code}/ form, and under its capsule's path when it has one.
 */
export function productLegacyPaths(
  product: { code: string; section: string; capsule: string | null },
  sectionPaths: ReadonlyMap<string, LegacySectionPath>,
): string[] {
  const paths = new Set<string>();
  for (const code of [product.section, product.capsule]) {
    const section = code === null ? undefined : sectionPaths.get(code);
    if (!section) continue;
    paths.add(`${section.path}${product.code}/`);
    paths.add(`/shop/${section.segment}/${product.code}/`);
  }
  return [...paths];
}

/** A 301 from every old product path to the product's canonical address. */
export async function insertProductRedirects(
  tx: Executor,
  inserted: readonly InsertedProduct[],
  sectionPaths: ReadonlyMap<string, LegacySectionPath>,
): Promise<void> {
  const rows = inserted.flatMap(({ id, seed }) => {
    const toPath = urls.product({ ID: id, CODE: seed.code });
    return productLegacyPaths(seed, sectionPaths).map((fromPath) => ({ fromPath, toPath }));
  });
  for (let i = 0; i < rows.length; i += 2000) {
    // An old path already mapped (by hand, or a section's) keeps its target.
    await tx
      .insert(legacyRedirects)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
  }
}
