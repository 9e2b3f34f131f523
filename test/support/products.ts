import { products } from '../../api/db/schema';
import type { Db } from '../../api/db/database';

type NewProduct = typeof products.$inferInsert;

/** The columns a test's product needs; the texts no test reads default to plain ones. */
export type TestProduct = Omit<NewProduct, 'modelCode' | 'kind' | 'description' | 'composition' | 'care'> &
  Partial<Pick<NewProduct, 'modelCode' | 'kind' | 'description'>>;

/** Inserts one product of a test's own catalogue; answers its id. */
export async function insertProduct(db: Db, product: TestProduct): Promise<number> {
  const [row] = await db
    .insert(products)
    .values({
      modelCode: product.code,
      kind: 'romper',
      description: 'Из органического хлопка.',
      composition: '100% органический хлопок',
      care: 'Стирка при 30 °C',
      ...product,
    })
    .returning({ id: products.id });
  return row!.id;
}
