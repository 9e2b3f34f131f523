import { z } from 'zod';

/**
 * GET /api/catalog/feed/: what the storefront's /yml.xml (Yandex Market) is written from. Prices in
 * rubles (kopecks as a fraction), addresses as paths: the storefront puts PUBLIC_URL before them.
 */
export const feedDataSchema = z.object({
  SHOP: z.object({ NAME: z.string(), COMPANY: z.string(), EMAIL: z.string() }),
  /** Every active section whose ancestors are all active, parents before their children. */
  CATEGORIES: z.array(z.object({ ID: z.number().int(), NAME: z.string(), PARENT_ID: z.number().int().nullable() })),
  /** One per size of each product on sale (gift certificates are not goods: docs/decisions/028). */
  OFFERS: z.array(
    z.object({
      /** The size's own id (offers.id): what an order line names. */
      ID: z.number().int(),
      /** The same garment in every colour and size: the smallest product id of its model. */
      GROUP_ID: z.number().int(),
      PRODUCT_ID: z.number().int(),
      NAME: z.string(),
      URL: z.string(),
      PRICE: z.number(),
      OLD_PRICE: z.number().nullable(),
      CATEGORY_ID: z.number().int(),
      PICTURES: z.array(z.string()),
      AVAILABLE: z.boolean(),
      SIZE: z.string(),
      COLOUR: z.string(),
      /** Plain text, no markup. */
      DESCRIPTION: z.string(),
    }),
  ),
});
export type FeedData = z.infer<typeof feedDataSchema>;

export const feedQuerySchema = z.object({
  /** The VERSION the caller already has: when it is still current, FEED is null. */
  known: z.string().max(64).optional(),
});

export const feedSchema = z.object({
  /** Names the catalogue's state: the same as long as nothing the feed shows has changed. */
  VERSION: z.string(),
  FEED: feedDataSchema.nullable(),
});
export type FeedAnswer = z.infer<typeof feedSchema>;

/** GET /api/catalog/revision/: the catalogue's revision (api/catalog/revision.ts), a decimal string. */
export const catalogRevisionSchema = z.object({ REVISION: z.string() });
