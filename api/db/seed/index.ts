import { sql } from 'drizzle-orm';
import { products, sections, shopInfo } from '../schema';
import type { Db, Executor } from '../database';
import { seedCatalogue } from './catalog/seed';
import { hasCoupons, seedCoupons } from './coupons';
import { hasDelivery, seedDelivery } from './delivery';
import { insertSections } from './insert-sections';
import { insertPosters } from './posters';
import { insertSectionRedirects } from './redirects';
import { sectionTree } from './sections';
import { insertStaticInfo } from './static-info';

// Serializes instances that start together on one empty database.
const SEED_LOCK = 724_150_002;

/** The site part: sections, shop info, posters, section redirects (issue 2). */
export async function seedSite(tx: Executor): Promise<void> {
  const seeded = await insertSections(tx, sectionTree);
  await insertStaticInfo(tx);
  await insertPosters(tx, seeded);
  await insertSectionRedirects(tx, seeded);
}

interface SeedStep {
  /** Whether this part of the shop is missing. */
  isEmpty(tx: Executor): Promise<boolean>;
  fill(tx: Executor): Promise<void>;
}

const steps: SeedStep[] = [
  {
    async isEmpty(tx) {
      const [hasSection] = await tx.select({ id: sections.id }).from(sections).limit(1);
      const [hasInfo] = await tx.select({ id: shopInfo.id }).from(shopInfo).limit(1);
      return !hasSection && !hasInfo;
    },
    fill: seedSite,
  },
  {
    // Needs the sections; a database with none (its shop info kept by hand) gets no catalogue.
    async isEmpty(tx) {
      const [hasProduct] = await tx.select({ id: products.id }).from(products).limit(1);
      const [hasSection] = await tx.select({ id: sections.id }).from(sections).limit(1);
      return !hasProduct && Boolean(hasSection);
    },
    fill: seedCatalogue,
  },
  {
    // The demo coupons (issue 4); LETO2025 needs the sections.
    async isEmpty(tx) {
      const [hasSection] = await tx.select({ id: sections.id }).from(sections).limit(1);
      return !(await hasCoupons(tx)) && Boolean(hasSection);
    },
    fill: seedCoupons,
  },
  {
    // Delivery methods and pickup points (issue 4); the pickup threshold comes from the shop info.
    async isEmpty(tx) {
      const [hasInfo] = await tx.select({ id: shopInfo.id }).from(shopInfo).limit(1);
      return !(await hasDelivery(tx)) && Boolean(hasInfo);
    },
    fill: seedDelivery,
  },
];

/**
 * Fills what is missing of the demo shop, one part (domain) at a time, each in its own
 * transaction under the same advisory lock: an empty database gets everything, a database seeded
 * by an earlier version (sections, no products) gets the catalogue, a full one nothing.
 * @returns whether it seeded anything.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  let seeded = false;
  for (const step of steps) {
    const filled = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await step.isEmpty(tx))) return false;
      await step.fill(tx);
      return true;
    });
    seeded ||= filled;
  }
  // Fresh rows are not yet all-visible, so listings would read the heap behind their covering
  // index (products_listing_idx) until autovacuum comes round; VACUUM cannot run in a transaction.
  if (seeded) await db.execute(sql`VACUUM ANALYZE`);
  return seeded;
}
