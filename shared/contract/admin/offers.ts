import { z } from 'zod';
import { pathCode } from '../input';
import { searchText } from './list';

/**
 * A product's offers (one per size) as the back office picks them to swap a line's size or add a
 * line to an order (decision 048): found by the product's name or code words, or all sizes of one
 * product by its code. Read only; money in kopecks.
 */

/** At most this many offers an answer holds: a picker, not a catalogue. */
export const OFFERS_PICK_MAX = 20;

/** GET /admin/offers/ query: search words (q), or one product's code (productCode). */
export const offerPickQuerySchema = z
  .object({
    q: searchText,
    productCode: pathCode('Код товара (productCode)')
      .trim()
      .regex(/^[a-z0-9][a-z0-9_-]*$/, 'Код товара (productCode): латинские буквы, цифры, - и _')
      .optional(),
  })
  .refine((query) => query.q.length > 0 || query.productCode !== undefined, {
    message: 'Наберите название или код товара',
    path: ['q'],
  });
export type OfferPickQuery = z.output<typeof offerPickQuerySchema>;

export const offerPickSchema = z.object({
  /** The offer's id: what a size swap or an added line names. */
  id: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  colour: z.string(),
  size: z.string(),
  /** The product's price now: an added line is sold at it (a swapped one keeps the price it was bought at). */
  priceKopecks: z.number().int(),
  stock: z.number().int(),
  /** On sale: its product and section are shown in the shop. */
  active: z.boolean(),
});
export type OfferPick = z.infer<typeof offerPickSchema>;

export const offerPickListSchema = z.object({ items: z.array(offerPickSchema) });
export type OfferPickList = z.infer<typeof offerPickListSchema>;
