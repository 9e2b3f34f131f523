import type { Listing } from '../../../shared/contract/catalog';
import type { Section } from '../../../shared/contract/section';
import { findSectionByCode } from '../../../shared/sections';

/**
 * A promo's name for its title and heading: the promo's own, else the section a capsule's code
 * (leto_2025) also names, from the listing or, until it arrives, from the tree. The route's head
 * and the page both read it.
 */
export function promoName(
  code: string,
  listing: Pick<Listing, 'PROMO' | 'SECTION'> | undefined,
  tree: readonly Section[] | undefined,
): string {
  return listing?.PROMO?.NAME ?? listing?.SECTION?.NAME ?? (tree && findSectionByCode(tree, code)?.NAME) ?? 'Подборка товаров';
}
