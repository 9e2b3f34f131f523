import { z } from 'zod';
import { INT_MAX } from '../input';

/**
 * The stock watch (issue 24): offers of products on sale that are out of stock, or at or below the
 * threshold set per offer (null: watched only for none left). Read by the dashboard, the
 * warehouse's too, and by the morning digest.
 */

/** At most this many rows an answer holds: the dashboard's list, not the grid. */
export const STOCK_WATCH_MAX = 200;

export const stockWatchItemSchema = z.object({
  offerId: z.number().int(),
  /** The product's id, for its page in the back office. */
  productId: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  size: z.string(),
  stock: z.number().int(),
  threshold: z.number().int().nullable(),
});
export type StockWatchItem = z.infer<typeof stockWatchItemSchema>;

/** Out of stock first, then the fewest left. */
export const stockWatchSchema = z.object({ items: z.array(stockWatchItemSchema) });
export type StockWatch = z.infer<typeof stockWatchSchema>;

export const offerIdParamsSchema = z.object({
  id: z
    .string({ error: 'Размер товара: ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Размер товара: неверный номер')
    .transform(Number),
});

/** An offer's «мало» threshold: at or below this many; null: only when none left. */
export const lowStockThreshold = z
  .number({ error: 'Порог остатка: ожидается число штук или пусто' })
  .int('Порог остатка: целое число штук')
  .min(0, 'Порог остатка: не меньше 0')
  .max(Math.min(INT_MAX, 100_000), 'Порог остатка: не больше 100000')
  .nullable();

/** POST /admin/stock-watch/{id}/threshold/: the dashboard's «мало» list sets one size's threshold. */
export const lowStockThresholdBodySchema = z.object({ threshold: lowStockThreshold });

export const offerThresholdSchema = z.object({ offerId: z.number().int(), threshold: z.number().int().nullable() });

export const STOCK_WATCH_REFUSALS = { offerNotFound: { status: 404, message: 'Размер товара не найден' } } as const;
