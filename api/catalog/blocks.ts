import type { ProductBlock } from '../../shared/contract/catalog';
import type { Executor } from '../db/database';
import { notFound } from '../http/errors';
import { blockIds, LIMITED_CAPSULE_CODE, PRODUCT_BLOCKS, type ProductBlockCode } from './block-queries';
import { loadCards } from './cards';
import { activeSectionRows } from './queries';
import { descendantIds, visibleSectionIds } from './scope';

export const BLOCK_LIMIT_DEFAULT = 12;

const isProductBlock = (code: string): code is ProductBlockCode => (PRODUCT_BLOCKS as readonly string[]).includes(code);

export async function productBlock(db: Executor, code: string, limit = BLOCK_LIMIT_DEFAULT): Promise<ProductBlock> {
  if (!isProductBlock(code)) throw notFound('Подборка товаров не найдена');
  const rows = await activeSectionRows(db);
  const visibleIds = visibleSectionIds(rows);
  let sectionIds: number[] | null = null;
  if (code === 'limit') {
    const capsule = rows.find((r) => r.code === LIMITED_CAPSULE_CODE && visibleIds.includes(r.id));
    sectionIds = capsule ? descendantIds(rows, capsule.id) : [];
  }
  return { ITEMS: await loadCards(db, await blockIds(db, code, { visibleIds, sectionIds }, limit)) };
}
