import type { AdminManifest } from './admin';
import { ADMIN_ROW } from './budgets';
import type { PageSize } from './sizes';

/**
 * The back office's rows of the size table: its first load (entry and static imports), and each
 * lazy screen's first load on top of it. They have their own budgets (build/budgets.ts
 * ADMIN_BUDGETS) and count toward none of the storefront's: the storefront never loads them.
 */
export function adminRows(manifest: AdminManifest, measure: (page: string, urls: string[]) => PageSize): PageSize[] {
  const first = [manifest.entry, ...manifest.entryImports];
  const screens = Object.entries(manifest.screens).map(([screen, urls]) =>
    measure(`${ADMIN_ROW}${screen.replace(/^admin\//, '')}`, [...first, ...urls]),
  );
  return [measure(`${ADMIN_ROW}(entry)`, first), ...screens];
}
