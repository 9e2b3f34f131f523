import type { Executor } from '../../database';
import { legacySectionPaths } from '../legacy-paths';
import { sectionTree } from '../sections';
import { catalogueSeeds } from './seeds';
import { insertCatalogue, loadSectionIds } from './insert';
import { insertPartners, insertPromos } from './promos';
import { insertProductRedirects } from './redirects';
import { insertReviews } from './reviews';

/**
 * The catalogue part of the demo shop on a database that has its sections: products with offers
 * and pictures, their old paths, promos, partners and reviews.
 */
export async function seedCatalogue(tx: Executor): Promise<void> {
  const sectionIds = await loadSectionIds(tx);
  const inserted = await insertCatalogue(tx, catalogueSeeds(), sectionIds);
  await insertProductRedirects(tx, inserted, legacySectionPaths(sectionTree));
  await insertPromos(tx, sectionIds);
  await insertPartners(tx);
  await insertReviews(tx, new Map(inserted.map((p) => [p.seed.code, p.id])));
}
