import { z } from 'zod';
import { PAGE_SIZE_MAX } from '../../shared/contract/catalog';

const INT_MAX = 2_147_483_647;

/** A product id in a query string: digits only, so '1.5', '-1', '1e3' and ' 7' are refused. */
export const productIdParam = z
  .string({ error: 'Номер товара должен быть одним целым числом' })
  .regex(/^[0-9]{1,10}$/, 'Номер товара должен быть целым положительным числом')
  .transform(Number)
  .refine((n) => n >= 1 && n <= INT_MAX, 'Номер товара должен быть целым положительным числом');

/** GET /api/wishlist/?id= */
export const wishlistQuerySchema = z.object({ id: productIdParam.optional() });

/** ?limit= of the personal blocks (viewed, wishlist). */
export const blockLimitSchema = (fallback: number) =>
  z.object({
    limit: z.coerce
      .number({ error: 'Размер блока должен быть числом' })
      .int('Размер блока должен быть целым числом')
      .min(1, 'Размер блока — от 1')
      .max(PAGE_SIZE_MAX, `Не больше ${PAGE_SIZE_MAX} товаров в блоке`)
      .default(fallback),
  });
