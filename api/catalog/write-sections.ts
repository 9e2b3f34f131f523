import { and, asc, count, eq, isNull, or, sql } from 'drizzle-orm';
import {
  SECTION_DEPTH_MAX,
  SECTION_MESSAGES as M,
  type SectionCreateBody,
  type SectionMoveBody,
  type SectionUpdateBody,
} from '../../shared/contract/admin/sections';
import { urls } from '../../shared/routes';
import { recordMovedAddress } from '../content/service';
import type { Executor } from '../db/database';
import { DomainError, fieldRefusal, notFound } from '../http/errors';
import { products, promos, sections } from './schema';
import { productsUnder, refreshSearchWords } from './write-search-words';

/**
 * The staff's writes of the section tree (issue 24), each in the caller's transaction, which also
 * writes the audit row and raises the catalogue's revision (api/admin/sections/service.ts). Every
 * refusal is a Russian message and leaves the tree as it was.
 */

export type SectionRow = typeof sections.$inferSelect;

const codeTaken = () => fieldRefusal('section_code_taken', 409, M.codeTaken, 'code');
const place = (message: string) => fieldRefusal('section_place', 409, message, 'parentId');

async function lockSection(tx: Executor, id: number): Promise<SectionRow> {
  const [row] = await tx.select().from(sections).where(eq(sections.id, id)).for('update');
  if (!row) throw notFound(M.notFound);
  return row;
}

async function codeFree(tx: Executor, code: string, except?: number): Promise<void> {
  const [row] = await tx.select({ id: sections.id }).from(sections).where(eq(sections.code, code));
  if (row && row.id !== except) throw codeTaken();
}

/** Goes last among the siblings under `parentId`. */
async function lastSort(tx: Executor, parentId: number | null): Promise<number> {
  const [row] = await tx
    .select({ sort: sql<number>`coalesce(max(${sections.sort}), 0)::int` })
    .from(sections)
    .where(parentId === null ? isNull(sections.parentId) : eq(sections.parentId, parentId));
  return (row?.sort ?? 0) + 10;
}

/** The depth a section gets under `parentId` (1 for a root); the parent must exist. */
async function depthUnder(tx: Executor, parentId: number | null): Promise<{ depth: number; ancestors: number[] }> {
  if (parentId === null) return { depth: 1, ancestors: [] };
  const all = await tx.select({ id: sections.id, parentId: sections.parentId, depth: sections.depth }).from(sections);
  const byId = new Map(all.map((s) => [s.id, s]));
  const parent = byId.get(parentId);
  if (!parent) throw place(M.parentMissing);
  const ancestors: number[] = [];
  for (let up: typeof parent | undefined = parent; up; up = up.parentId === null ? undefined : byId.get(up.parentId)) ancestors.push(up.id);
  return { depth: parent.depth + 1, ancestors };
}

export async function createSection(tx: Executor, body: SectionCreateBody): Promise<SectionRow> {
  await codeFree(tx, body.code);
  const { depth } = await depthUnder(tx, body.parentId);
  if (depth > SECTION_DEPTH_MAX) throw place(M.tooDeep);
  const [row] = await tx
    .insert(sections)
    .values({ ...body, depth, sort: await lastSort(tx, body.parentId) })
    .onConflictDoNothing({ target: sections.code })
    .returning();
  if (!row) throw codeTaken();
  return row;
}

/** The ids of the section and every section below it, and how many levels it spans (1: no children). */
async function subtreeOf(tx: Executor, id: number): Promise<{ ids: number[]; height: number }> {
  const all = await tx.select({ id: sections.id, parentId: sections.parentId }).from(sections);
  const ids = [id];
  let level = [id];
  let height = 1;
  while (level.length > 0) {
    level = all.filter((s) => s.parentId !== null && level.includes(s.parentId)).map((s) => s.id);
    if (level.length > 0) height++;
    ids.push(...level);
  }
  return { ids, height };
}

/** A new parent: never itself or one below it, and the whole subtree within four levels. */
async function reparent(tx: Executor, row: SectionRow, parentId: number | null): Promise<Partial<SectionRow>> {
  const { depth, ancestors } = await depthUnder(tx, parentId);
  if (ancestors.includes(row.id)) throw place(M.cycle);
  const { ids, height } = await subtreeOf(tx, row.id);
  if (depth + height - 1 > SECTION_DEPTH_MAX) throw place(M.tooDeep);
  const shift = depth - row.depth;
  if (shift !== 0 && ids.length > 1) {
    await tx
      .update(sections)
      .set({ depth: sql`${sections.depth} + ${shift}` })
      .where(and(sql`${sections.id} = ANY(${ids})`, sql`${sections.id} <> ${row.id}`));
  }
  return { parentId, depth, sort: await lastSort(tx, parentId) };
}

export async function updateSection(tx: Executor, id: number, body: SectionUpdateBody): Promise<{ before: SectionRow; after: SectionRow }> {
  const before = await lockSection(tx, id);
  if (body.code !== undefined && body.code !== before.code) await codeFree(tx, body.code, id);
  const moved = body.parentId !== undefined && body.parentId !== before.parentId ? await reparent(tx, before, body.parentId) : {};
  const { parentId: _parent, ...fields } = body;
  const values = { ...fields, ...moved };
  // A body that named nothing (every key unknown) changes nothing.
  if (Object.keys(values).length === 0) return { before, after: before };
  const [after] = await tx.update(sections).set(values).where(eq(sections.id, id)).returning();
  if (after!.code !== before.code)
    await recordMovedAddress(tx, urls.section({ ID: id, CODE: before.code }), urls.section({ ID: id, CODE: after!.code }));
  if (after!.name !== before.name || after!.parentId !== before.parentId) {
    await refreshSearchWords(tx, productsUnder((await subtreeOf(tx, id)).ids));
  }
  return { before, after: after! };
}

/** The arrows: swaps it with its neighbour; the siblings are numbered 10, 20, … so ties of 500 resolve. */
export async function moveSection(
  tx: Executor,
  id: number,
  { direction }: SectionMoveBody,
): Promise<{ before: number; after: number } | null> {
  const row = await lockSection(tx, id);
  const siblings = await tx
    .select({ id: sections.id, sort: sections.sort })
    .from(sections)
    .where(row.parentId === null ? isNull(sections.parentId) : eq(sections.parentId, row.parentId))
    .orderBy(asc(sections.sort), asc(sections.id))
    .for('update');
  const at = siblings.findIndex((s) => s.id === id);
  const to = direction === 'up' ? at - 1 : at + 1;
  if (to < 0 || to >= siblings.length) return null;
  [siblings[at], siblings[to]] = [siblings[to]!, siblings[at]!];
  for (const [index, sibling] of siblings.entries()) {
    const sort = (index + 1) * 10;
    if (sibling.sort !== sort) await tx.update(sections).set({ sort }).where(eq(sections.id, sibling.id));
  }
  return { before: row.sort, after: (to + 1) * 10 };
}

/** Only an empty section goes: no products (by section or capsule), no children, no promo page on it. */
export async function deleteSection(tx: Executor, id: number): Promise<SectionRow> {
  const row = await lockSection(tx, id);
  // One after another: a transaction is one connection.
  const [held] = await tx
    .select({ n: count() })
    .from(products)
    .where(or(eq(products.sectionId, id), eq(products.capsuleId, id)));
  const [children] = await tx.select({ n: count() }).from(sections).where(eq(sections.parentId, id));
  const [promo] = await tx.select({ n: count() }).from(promos).where(eq(promos.sectionId, id));
  if (held!.n > 0) throw new DomainError('section_has_products', 409, M.hasProducts);
  if (children!.n > 0) throw new DomainError('section_has_children', 409, M.hasChildren);
  if (promo!.n > 0) throw new DomainError('section_has_promo', 409, M.hasPromo);
  await tx.delete(sections).where(eq(sections.id, id));
  return row;
}
