import { z } from 'zod';

/**
 * The basket (spec §7.2, issue 4): the answer of every /api/basket/ call, as `data.basket`.
 * Money in rubles at the edge (kopecks inside).
 */
export const basketProductSchema = z.object({
  ID: z.number().int(),
  CODE: z.string(),
  NAME: z.string(),
  URL: z.string(),
  PICTURE: z.string().nullable(),
  /** The colour's Russian name. */
  COLOR: z.string(),
});

export const basketItemSchema = z.object({
  /** The offer's id (a size of a product): what add/plus/minus/remove take. */
  ID: z.number().int(),
  PRODUCT: basketProductSchema,
  SIZE: z.string(),
  QUANTITY: z.number().int().positive(),
  PRICE: z.number(),
  OLD_PRICE: z.number().nullable(),
  /** PRICE × QUANTITY; 0 when the line is not available. */
  SUM: z.number(),
  /** False when sold out or taken off sale: the line is shown, not counted in the totals. */
  AVAILABLE: z.boolean(),
  /** The offer's stock: the most this line can hold. */
  MAX_QUANTITY: z.number().int(),
  MESSAGE: z.string().optional(),
});
export type BasketItem = z.infer<typeof basketItemSchema>;

export const basketCouponSchema = z.object({
  CODE: z.string(),
  DISCOUNT: z.number(),
  /** Why an attached coupon gives nothing now (e.g. the sum fell below its minimum). */
  MESSAGE: z.string().optional(),
});

export const basketGiftSchema = z.object({
  WRAP: z.boolean(),
  MESSAGE: z.string(),
  NO_PRICES: z.boolean(),
});

export const basketSchema = z
  .object({
    ITEMS: z.array(basketItemSchema),
    /** Available lines at their prices, before the coupon. */
    PRICE_WITHOUT_DISCOUNT: z.number(),
    DISCOUNT: z.number(),
    /** To pay for the goods (delivery not included). */
    PRICE: z.number(),
    TOTAL_QUANTITY: z.number().int(),
    COUNT: z.number().int(),
    COUPON: basketCouponSchema.nullable(),
    GIFT: basketGiftSchema,
    /** Free delivery to a pickup point; null when the shop made pickup never free. */
    DELIVERY: z
      .object({
        FREE_FROM: z.number(),
        /** Rubles still needed for free delivery to a pickup point; 0 when reached. */
        LEFT_FOR_FREE: z.number(),
      })
      .nullable(),
  })
  .meta({ id: 'Basket' });
export type Basket = z.infer<typeof basketSchema>;

export const basketDataSchema = z.object({ basket: basketSchema });
export type BasketData = z.infer<typeof basketDataSchema>;

export { CARD_MESSAGE_MAX } from './basket-constants';
