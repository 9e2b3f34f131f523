import { inArray, sql } from 'drizzle-orm';
import { colours, promos, sections } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { useTestApi } from '../../support/database';
import { insertProduct } from '../../support/products';

/**
 * A small catalogue of our own on the seeded section tree, replacing whatever demo products the
 * template holds, so that every assertion can be worked out by hand from this file.
 *
 * Tree used (issue 2's demo sections): odezhda › bodi; odezhda › bryuki › polzunki, legginsy;
 * odezhda › kapsuly › leto_2025; aksessuary › shapki.
 */
export const COLOURS = [
  { code: 'molochnyy', name: 'Молочный', hex: '#f5efe3', sort: 1 },
  { code: 'bezhevyy', name: 'Бежевый', hex: '#e0cdb0', sort: 2 },
  { code: 'seryy', name: 'Серый', hex: '#9a9a9a', sort: 3 },
  { code: 'olivkovyy', name: 'Оливковый', hex: '#8a8f5c', sort: 4 },
  { code: 'goluboy', name: 'Голубой', hex: '#a9c8e0', sort: 5 },
  { code: 'pudrovyy', name: 'Пудровый', hex: '#e8c4c0', sort: 6 },
];

export interface FixtureProduct {
  code: string;
  name: string;
  model: string;
  section: string;
  capsule?: string;
  colour: string;
  price: number;
  oldPrice?: number;
  isNew?: boolean;
  isPopular?: boolean;
  popularity: number;
  day: number;
  active?: boolean;
  sizes: Array<[string, number]>;
  pictures: number;
}

export const PRODUCTS: FixtureProduct[] = [
  {
    code: 'bodi-moloko',
    name: 'Боди молочное',
    model: 'bodi-m',
    section: 'bodi',
    colour: 'molochnyy',
    price: 1200,
    isNew: true,
    isPopular: true,
    popularity: 50,
    day: 5,
    sizes: [
      ['50–56', 3],
      ['62', 0],
      ['68', 15],
    ],
    pictures: 3,
  },
  {
    code: 'bodi-bezh',
    name: 'Боди бежевое',
    model: 'bodi-m',
    section: 'bodi',
    capsule: 'leto_2025',
    colour: 'bezhevyy',
    price: 1500,
    oldPrice: 2000,
    popularity: 40,
    day: 4,
    sizes: [
      ['62', 1],
      ['68', 0],
    ],
    pictures: 2,
  },
  {
    code: 'bodi-seroe',
    name: 'Боди серое',
    model: 'bodi-s',
    section: 'bodi',
    colour: 'seryy',
    price: 900,
    popularity: 30,
    day: 6,
    sizes: [
      ['74', 0],
      ['80', 0],
    ],
    pictures: 1,
  },
  {
    code: 'polzunki-moloko',
    name: 'Ползунки молочные',
    model: 'polzunki-m',
    section: 'polzunki',
    colour: 'molochnyy',
    price: 1100,
    oldPrice: 1400,
    isPopular: true,
    popularity: 60,
    day: 3,
    sizes: [
      ['62', 5],
      ['68', 5],
      ['74', 5],
    ],
    pictures: 2,
  },
  {
    code: 'legginsy-oliva',
    name: 'Леггинсы оливковые',
    model: 'legginsy-m',
    section: 'legginsy',
    colour: 'olivkovyy',
    price: 1300,
    popularity: 20,
    day: 2,
    sizes: [
      ['104', 1],
      ['86', 2],
      ['92', 0],
    ],
    pictures: 2,
  },
  {
    code: 'shapochka-pudra',
    name: 'Шапочка пудровая',
    model: 'shapochka-m',
    section: 'shapki',
    colour: 'pudrovyy',
    price: 700,
    isNew: true,
    popularity: 10,
    day: 1,
    sizes: [['единый', 4]],
    pictures: 2,
  },
  {
    code: 'pesochnik-leto',
    name: 'Песочник голубой',
    model: 'pesochnik-m',
    section: 'leto_2025',
    colour: 'goluboy',
    price: 1000,
    popularity: 5,
    day: 7,
    sizes: [['74', 3]],
    pictures: 2,
  },
  {
    code: 'bodi-skrytoe',
    name: 'Боди снятое с продажи',
    model: 'bodi-m',
    section: 'bodi',
    colour: 'goluboy',
    price: 1000,
    popularity: 99,
    day: 8,
    active: false,
    sizes: [['62', 5]],
    pictures: 1,
  },
];

export const ACTIVE = PRODUCTS.filter((p) => p.active !== false);

export interface Fixture {
  /** Product id by code. */
  id: Record<string, number>;
  /** Section id by code. */
  section: Record<string, number>;
}

export async function insertCatalogFixture(db: Db): Promise<Fixture> {
  await db.execute(sql`DELETE FROM promos`);
  await db.execute(sql`DELETE FROM products`);
  await db.execute(sql`DELETE FROM colours`);
  await db.insert(colours).values(COLOURS);

  const sectionRows = await db.select({ id: sections.id, code: sections.code }).from(sections);
  const section = Object.fromEntries(sectionRows.map((s) => [s.code, s.id]));
  const id: Record<string, number> = {};
  for (const p of PRODUCTS) {
    const product = await insertProduct(db, {
      code: p.code,
      name: p.name,
      modelCode: p.model,
      sectionId: section[p.section]!,
      capsuleId: p.capsule ? section[p.capsule]! : null,
      colourCode: p.colour,
      kind: 'bodysuit-short',
      description: `Описание: ${p.name}`,
      priceKopecks: p.price * 100,
      oldPriceKopecks: p.oldPrice === undefined ? null : p.oldPrice * 100,
      isNew: p.isNew ?? false,
      isPopular: p.isPopular ?? false,
      popularity: p.popularity,
      active: p.active ?? true,
      createdAt: new Date(Date.UTC(2025, 0, p.day)),
      sizes: p.sizes,
      pictures: Array.from({ length: p.pictures }, (_, i) => ({
        url: `/images/test/${p.code}-${i + 1}.svg`,
        alt: `${p.name}, вид ${i + 1}`,
      })),
    });
    id[p.code] = product.id;
  }
  await db.insert(promos).values([
    { code: 'novinki', name: 'Новинки', description: 'Только что сшили', flag: 'new' },
    { code: 'skidki', name: 'Скидки', description: 'Со старой ценой', flag: 'sale' },
    { code: 'leto', name: 'Лето', description: 'Капсула лета', sectionId: section.leto_2025! },
  ]);
  return { id, section };
}

/** One test api for the file (its tests only read) with this catalogue in its database as `fixture`. */
export const useCatalogApi = () => useTestApi({ per: 'file', prepare: (api) => insertCatalogFixture(api.db) });

/** Switches a section off (for "inactive sections are not listed"). */
export async function deactivateSection(db: Db, codes: string[]): Promise<void> {
  await db.update(sections).set({ active: false }).where(inArray(sections.code, codes));
}
