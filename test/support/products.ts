import { offers, productPictures, products } from '../../api/db/schema';
import type { Db } from '../../api/db/database';

type NewProduct = typeof products.$inferInsert;

/** The columns a test's product needs; the texts no test reads default to plain ones. */
export type TestProduct = Omit<NewProduct, 'modelCode' | 'kind' | 'description' | 'composition' | 'care'> &
  Partial<Pick<NewProduct, 'modelCode' | 'kind' | 'description'>> & {
    /** Its offers as [size, stock], in the order the shop lists them. */
    sizes?: readonly (readonly [size: string, stock: number])[];
    /** Its pictures, in order. */
    pictures?: readonly { url: string; alt: string }[];
  };

/** Inserts one product of a test's own catalogue with its offers and pictures; answers its id and its offers' ids by size. */
export async function insertProduct(db: Db, product: TestProduct): Promise<{ id: number; offerIds: Map<string, number> }> {
  const { sizes = [], pictures = [], ...columns } = product;
  const [row] = await db
    .insert(products)
    .values({
      modelCode: columns.code,
      kind: 'romper',
      description: 'Из органического хлопка.',
      composition: '100% органический хлопок',
      care: 'Стирка при 30 °C',
      ...columns,
    })
    .returning({ id: products.id });
  const id = row!.id;
  const offerIds = new Map<string, number>();
  if (sizes.length > 0) {
    const inserted = await db
      .insert(offers)
      .values(
        sizes.map(([size, stock], sort) => ({
          productId: id,
          size,
          stock,
          sort,
          priceKopecks: columns.priceKopecks,
          oldPriceKopecks: columns.oldPriceKopecks ?? null,
        })),
      )
      .returning({ id: offers.id, size: offers.size });
    for (const offer of inserted) offerIds.set(offer.size, offer.id);
  }
  if (pictures.length > 0) {
    await db.insert(productPictures).values(pictures.map((picture, i) => ({ productId: id, sort: i + 1, ...picture })));
  }
  return { id, offerIds };
}
