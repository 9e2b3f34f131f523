import { asc, sql } from 'drizzle-orm';
import type { SectionAdmin } from '../../../shared/contract/admin/sections';
import { urls } from '../../../shared/routes';
import { products, sections } from '../../catalog/schema';
import type { Executor } from '../../db/database';

/**
 * The whole section tree for the back office (a shop has tens of sections): parents before
 * children, each parent's children in the menu's order, each with how many products name it.
 */
export async function readSectionsForStaff(db: Executor): Promise<SectionAdmin[]> {
  const rows = await db
    .select({
      id: sections.id,
      code: sections.code,
      name: sections.name,
      parentId: sections.parentId,
      depth: sections.depth,
      sort: sections.sort,
      active: sections.active,
      style: sections.style,
      // Qualified by hand: in a one-table query drizzle writes a bare "id", which the subquery would read as its own.
      products: sql<number>`(SELECT count(*)::int FROM ${products} p WHERE p.section_id = ${sections}.id OR p.capsule_id = ${sections}.id)`,
    })
    .from(sections)
    .orderBy(asc(sections.sort), asc(sections.id));
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) children.set(row.parentId, [...(children.get(row.parentId) ?? []), row]);
  const walk = (parentId: number | null): SectionAdmin[] =>
    (children.get(parentId) ?? []).flatMap((row) => [{ ...row, url: urls.section({ ID: row.id, CODE: row.code }) }, ...walk(row.id)]);
  return walk(null);
}
