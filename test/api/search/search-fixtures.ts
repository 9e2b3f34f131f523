import { sql } from 'drizzle-orm';
import { colours, products, sections } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { useTestApi } from '../../support/database';
import type { Lifetime } from '../../support/lifetime';
import { insertProduct } from '../../support/products';

export interface FixtureProduct {
  code: string;
  name: string;
  colour: 'bezhevyy' | 'goluboy' | 'molochnyy';
  /** What it is beyond its name (search_extra, weight B). */
  extra?: string;
  /** Its colour's words (search_colour, weight C); the colour's name unless told. */
  colourWords?: string;
  description?: string;
  active?: boolean;
  popularity?: number;
  createdAt?: string;
  sizes?: Array<[string, number]>;
}

const COLOUR_NAMES: Record<FixtureProduct['colour'], string> = { bezhevyy: 'бежевый', goluboy: 'голубой', molochnyy: 'молочный' };

/**
 * A small catalogue of our own for API tests: the demo catalogue's products are switched off, so
 * that what a test finds depends only on what it inserted. @returns product ids by code.
 */
export async function insertFixtureProducts(db: Db, list: readonly FixtureProduct[]): Promise<Map<string, number>> {
  await db.update(products).set({ active: false });
  await db
    .insert(colours)
    .values([
      { code: 'bezhevyy', name: COLOUR_NAMES.bezhevyy, hex: '#d9c3a5' },
      { code: 'goluboy', name: COLOUR_NAMES.goluboy, hex: '#a9c8e0' },
      { code: 'molochnyy', name: COLOUR_NAMES.molochnyy, hex: '#f6f0e4' },
    ])
    .onConflictDoNothing();
  const [section] = await db.select({ id: sections.id }).from(sections).orderBy(sections.id).limit(1);
  if (!section) throw new Error('the seeded database has no sections');

  const ids = new Map<string, number>();
  for (const p of list) {
    const { id } = await insertProduct(db, {
      code: p.code,
      name: p.name,
      sectionId: section.id,
      colourCode: p.colour,
      ...(p.description ? { description: p.description } : {}),
      priceKopecks: 129_000,
      popularity: p.popularity ?? 0,
      active: p.active ?? true,
      searchExtra: p.extra ?? '',
      searchColour: p.colourWords ?? COLOUR_NAMES[p.colour],
      ...(p.createdAt ? { createdAt: new Date(p.createdAt) } : {}),
      sizes: p.sizes ?? [
        ['62', 3],
        ['68', 0],
      ],
      pictures: [1, 2].map((n) => ({ url: `/images/products/${p.code}-${n}.svg`, alt: p.name })),
    });
    ids.set(p.code, id);
  }
  return ids;
}

/** Statistics for the planner, as after a real seed. */
export async function analyse(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE products`);
}

/**
 * A test api whose catalogue is `products` alone (SEARCH_FIXTURES unless given), analysed as after
 * a seed; its `fixture` is the product ids by code.
 */
export function useSearchApi(options: { per?: Lifetime; products?: readonly FixtureProduct[] } = {}) {
  return useTestApi({
    per: options.per,
    prepare: async (api) => {
      const ids = await insertFixtureProducts(api.db, options.products ?? SEARCH_FIXTURES);
      await analyse(api.db);
      return ids;
    },
  });
}

export const SEARCH_FIXTURES: FixtureProduct[] = [
  { code: 'fx-romper-beige', name: 'Ползунки бежевые', colour: 'bezhevyy', popularity: 5 },
  { code: 'fx-romper-blue', name: 'Ползунки голубые', colour: 'goluboy', popularity: 50 },
  { code: 'fx-romper', name: 'Ползунки', colour: 'molochnyy', popularity: 1 },
  { code: 'fx-bodysuit', name: 'Боди с коротким рукавом', colour: 'molochnyy', popularity: 10 },
  {
    code: 'fx-hat-beige',
    name: 'Шапочка бежевая',
    colour: 'bezhevyy',
    extra: 'шапка',
    // Mentions rompers only in the description: found, but after every product named so.
    description: 'Подходит к ползункам и боди из той же коллекции.',
    popularity: 100,
  },
  { code: 'fx-romper-grey', name: 'Ползунки серые', colour: 'molochnyy', colourWords: 'серый', active: false },
  { code: 'fx-blanket', name: 'Плед муслиновый', colour: 'goluboy', extra: 'одеяло' },
];
