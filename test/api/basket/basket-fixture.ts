import { eq } from 'drizzle-orm';
import type request from 'supertest';
import { expect } from 'vitest';
import { offers, sections } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { basketSchema } from '../../../shared/contract';
import { useTestApi } from '../../support/database';
import { expectEnvelope } from '../../support/envelope';
import { insertProduct } from '../../support/products';

export interface BasketFixture {
  code: string;
  priceKopecks: number;
  oldPriceKopecks?: number;
  /** [size, stock] */
  sizes: [string, number][];
  /** The capsule (a section code), e.g. 'leto_2025'. */
  capsule?: string;
}

/** Inserts products with their offers; returns offer ids by `{code}:{size}` and product ids by code. */
export async function insertBasketFixtures(db: Db, list: readonly BasketFixture[]) {
  const [section] = await db.select({ id: sections.id }).from(sections).where(eq(sections.active, true)).limit(1);
  if (!section) throw new Error('no sections');
  const offerIds = new Map<string, number>();
  const productIds = new Map<string, number>();
  for (const p of list) {
    let capsuleId: number | null = null;
    if (p.capsule) {
      const [capsule] = await db.select({ id: sections.id }).from(sections).where(eq(sections.code, p.capsule));
      capsuleId = capsule!.id;
    }
    const product = await insertProduct(db, {
      code: p.code,
      name: `Товар ${p.code}`,
      sectionId: section.id,
      capsuleId,
      colourCode: 'molochnyy',
      priceKopecks: p.priceKopecks,
      oldPriceKopecks: p.oldPriceKopecks ?? null,
      sizes: p.sizes,
      pictures: [{ url: `/images/${p.code}.svg`, alt: p.code }],
    });
    productIds.set(p.code, product.id);
    for (const [size, id] of product.offerIds) offerIds.set(`${p.code}:${size}`, id);
  }
  return { offerIds, productIds };
}

export const BASKET_FIXTURES: BasketFixture[] = [
  {
    code: 'bx-body',
    priceKopecks: 120_000,
    oldPriceKopecks: 150_000,
    sizes: [
      ['62', 5],
      ['68', 2],
      ['74', 0],
    ],
  },
  { code: 'bx-hat', priceKopecks: 45_050, sizes: [['44', 10]] },
  { code: 'bx-leto', priceKopecks: 200_000, sizes: [['80', 4]], capsule: 'leto_2025' },
];

/** A fresh test api for each test with these products; `fixture` holds offer ids by `{code}:{size}` and product ids by code. */
export const useBasketApi = (list: readonly BasketFixture[] = BASKET_FIXTURES) =>
  useTestApi({ prepare: (api) => insertBasketFixtures(api.db, list) });

/** `offer('bx-body:62')`: the id of a fixture's offer by `{code}:{size}`, for a file whose api holds basket fixtures. */
export function offersOf(api: () => { fixture: { offerIds: ReadonlyMap<string, number> } }): (key: string) => number {
  return (key) => {
    const id = api().fixture.offerIds.get(key);
    if (id === undefined) throw new Error(`no fixture offer ${key}`);
    return id;
  };
}

/** The basket of a successful answer, checked against the contract. */
export function basketOf(res: request.Response) {
  expect(res.status).toBe(200);
  return basketSchema.parse((expectEnvelope(res) as { basket: unknown }).basket);
}

/** Sets an offer's stock, as the shop's staff or a sale elsewhere would have left it. */
export async function setStock(db: Db, offerId: number, stock: number): Promise<void> {
  await db.update(offers).set({ stock }).where(eq(offers.id, offerId));
}
