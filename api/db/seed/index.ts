import { sql } from 'drizzle-orm';
import type { Db } from '../database';
import { sections, shopInfo } from '../schema';
import { insertSections } from './insert-sections';
import { insertPosters } from './posters';
import { insertSectionRedirects } from './redirects';
import { sectionTree } from './sections';
import { insertStaticInfo } from './static-info';

// Serializes instances that start together on one empty database.
const SEED_LOCK = 724_150_002;

/**
 * Fills an empty database with the demo shop in one transaction; on a database that already has
 * a catalogue or shop info it does nothing. Later issues add their steps here (products, …).
 * @returns whether it seeded.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
    const [hasSection] = await tx.select({ id: sections.id }).from(sections).limit(1);
    const [hasInfo] = await tx.select({ id: shopInfo.id }).from(shopInfo).limit(1);
    if (hasSection || hasInfo) return false;

    const seeded = await insertSections(tx, sectionTree);
    await insertStaticInfo(tx);
    await insertPosters(tx, seeded);
    await insertSectionRedirects(tx, seeded);
    return true;
  });
}
