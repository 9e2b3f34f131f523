import { eq } from 'drizzle-orm';
import type { Executor } from '../db/database';
import { legacyRedirects } from './schema';

/**
 * A page moved from `from` to `to` (a product's or a section's code changed, issue 24): one more
 * row of the table the storefront answers with 301 (server/redirects-table.ts). Every row that led
 * to `from` now leads to `to`, so a chain of renames is one hop from each old address; the new
 * address is no one's old one any more, so renaming back to an earlier code never loops.
 */
export async function recordMovedAddress(tx: Executor, from: string, to: string): Promise<void> {
  if (from === to) return;
  await tx.delete(legacyRedirects).where(eq(legacyRedirects.fromPath, to));
  await tx.update(legacyRedirects).set({ toPath: to }).where(eq(legacyRedirects.toPath, from));
  await tx
    .insert(legacyRedirects)
    .values({ fromPath: from, toPath: to })
    .onConflictDoUpdate({ target: legacyRedirects.fromPath, set: { toPath: to } });
}
