import { urls } from '../../../shared/routes';
import type { Executor } from '../database';
import { legacyRedirects } from '../schema';
import type { SeededSection } from './insert-sections';

/** Old category paths (spec §2.2) to their canonical addresses; product paths come with products. */
export async function insertSectionRedirects(tx: Executor, seeded: SeededSection[]): Promise<void> {
  const rows = seeded.map((s) => ({ fromPath: s.legacyPath, toPath: urls.section({ ID: s.id, CODE: s.code }) }));
  if (rows.length > 0) await tx.insert(legacyRedirects).values(rows);
}
