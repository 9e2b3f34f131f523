import { z } from 'zod';
import { INT_MAX, bodyId } from '../input';
import { pageAfter, pageLimit, pageOf, searchText } from './list';

/**
 * The stock and price grid (issue 24: «Stock and prices in bulk: a grid to edit many offers at
 * once»): every offer (a product's size) with its stock, price and crossed-out price, found by the
 * product's name or code words, its section, or «только без остатка»; and one save of many
 * changes, all or none (api/catalog/offer-numbers.ts checks and writes them). Money in kopecks.
 * The warehouse changes stock only; prices are the owner's and managers' (decision 055).
 */

/** At most this many changes one save takes: a screen's worth of edits, well inside one transaction. */
export const OFFER_GRID_CHANGES_MAX = 500;
const STOCK_MAX = 100_000;

export const offerGridQuerySchema = z.object({
  q: searchText,
  section: z
    .string({ error: 'Раздел (section): ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Раздел (section): неверный номер')
    .transform(Number)
    .optional(),
  /** yes: only the sizes none are left of. */
  empty: z.enum(['yes'], { error: 'Только без остатка (empty): yes' }).optional(),
  after: pageAfter,
  limit: pageLimit,
});
export type OfferGridQuery = z.output<typeof offerGridQuerySchema>;

export const offerGridItemSchema = z.object({
  /** The offer's id: what a change names. */
  id: z.number().int(),
  productId: z.number().int(),
  productCode: z.string(),
  name: z.string(),
  colour: z.string(),
  sectionName: z.string(),
  size: z.string(),
  stock: z.number().int(),
  priceKopecks: z.number().int(),
  oldPriceKopecks: z.number().int().nullable(),
  /** «мало» at or below it (the stock watch's); null: only when none left. */
  lowStockThreshold: z.number().int().nullable(),
  /** On sale: its product and section are shown in the shop. */
  active: z.boolean(),
});
export type OfferGridItem = z.infer<typeof offerGridItemSchema>;
export const offerGridListSchema = pageOf(offerGridItemSchema);
export type OfferGridList = z.infer<typeof offerGridListSchema>;

const kopecks = (what: string) =>
  z
    .number({ error: `${what}: ожидается сумма в копейках` })
    .int(`${what}: целое число копеек`)
    .min(1, `${what} — больше нуля`)
    .max(INT_MAX, `${what}: слишком большая сумма`);

/** One offer's change; a field left out keeps its value; `oldPriceKopecks` null: no crossed-out price. */
export const offerGridChangeSchema = z.object({
  offerId: bodyId('Размер: ожидается номер', 'Размер: неверный номер'),
  stock: z
    .number({ error: 'Остаток: ожидается число' })
    .int('Остаток: целое число')
    .min(0, 'Остаток не может быть меньше нуля')
    .max(STOCK_MAX, `Остаток — не больше ${STOCK_MAX}`)
    .optional(),
  priceKopecks: kopecks('Цена').optional(),
  oldPriceKopecks: kopecks('Старая цена').nullable().optional(),
});
export type OfferGridChange = z.output<typeof offerGridChangeSchema>;

export const offerGridSaveBodySchema = z.object({
  changes: z
    .array(offerGridChangeSchema, { error: 'Изменения: ожидается список' })
    .min(1, 'Нет изменений: поменяйте остаток или цену')
    .max(OFFER_GRID_CHANGES_MAX, `Не больше ${OFFER_GRID_CHANGES_MAX} размеров за одно сохранение`),
});
export type OfferGridSaveBody = z.output<typeof offerGridSaveBodySchema>;

/** The offers the save named, as they are after it. */
export const offerGridSavedSchema = z.object({ items: z.array(offerGridItemSchema) });
export type OfferGridSaved = z.infer<typeof offerGridSavedSchema>;

export const OFFER_GRID_MESSAGES = {
  /** The envelope's first error; each offer's problem follows, its field `changes.<index>`. */
  refused: 'Ничего не сохранено: исправьте отмеченные размеры',
  warehousePrice: 'Цены меняют владелец и менеджеры: склад меняет только остатки',
} as const;

export const OFFER_GRID_REFUSALS = {
  offersRefused: { status: 400, field: 'changes', message: OFFER_GRID_MESSAGES.refused },
  warehousePrice: { status: 403, field: 'changes', message: OFFER_GRID_MESSAGES.warehousePrice },
} as const;
