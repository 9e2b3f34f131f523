import { z } from 'zod';
import { INT_MAX, bodyId, typedText } from '../input';
import { pictureAdminSchema } from './pictures';
import { pageAfter, pageLimit, pageOf, searchText } from './list';
import { catalogueCode, catalogueIdParams, catalogueName } from './sections';
import { lowStockThreshold } from './stock-watch';

/**
 * Products in the back office (issue 24): the list (search words, section, active; keyset), one
 * product's page with its sizes, its edit, and its sizes' edit as one ordered list. Money in
 * kopecks. The price lives on the product until the offers carry their own (issue 24's prices
 * part moves it); a changed code keeps the old address as a 301.
 */

const TEXT_MAX = 5_000;
const SIZES_MAX = 30;
const STOCK_MAX = 100_000;

const kopecks = (what: string) =>
  z
    .number({ error: `${what}: ожидается сумма в копейках` })
    .int(`${what}: целое число копеек`)
    .min(1, `${what} — больше нуля`)
    .max(INT_MAX, `${what}: слишком большая сумма`);

const longText = (what: string) =>
  typedText(`${what}: ожидается строка`, what).trim().max(TEXT_MAX, `${what} — не длиннее ${TEXT_MAX} символов`);

const flag = (what: string) => z.boolean({ error: `${what}: ожидается true или false` });

/** One piece's weight with its label (issue 25: the parcel's weight prices delivery); the carrier takes up to 30 kg. */
const WEIGHT_MESSAGE = 'Вес — целое число граммов от 1 до 30 000';
const weightGrams = z.number({ error: WEIGHT_MESSAGE }).int(WEIGHT_MESSAGE).min(1, WEIGHT_MESSAGE).max(30_000, WEIGHT_MESSAGE);

/** What staff write of a product; `oldPriceKopecks` null: no crossed-out price. */
const productFields = {
  code: catalogueCode('Код товара'),
  name: catalogueName('Название товара', 200),
  modelCode: catalogueCode('Код модели'),
  kind: typedText('Вид товара: ожидается строка', 'Вид товара').min(1, 'Укажите вид товара'),
  description: longText('Описание'),
  composition: longText('Состав'),
  care: longText('Уход'),
  colourCode: typedText('Цвет: ожидается код', 'Цвет').min(1, 'Укажите цвет'),
  sectionId: bodyId('Укажите раздел', 'Раздел: неверный номер'),
  capsuleId: bodyId('Капсула: ожидается номер', 'Капсула: неверный номер').nullable(),
  priceKopecks: kopecks('Цена'),
  oldPriceKopecks: kopecks('Старая цена').nullable(),
  isNew: flag('Новинка'),
  isPopular: flag('Популярное'),
  active: flag('Активность'),
  /** Absent on a new product: 300 g, the column's default. */
  weightGrams: weightGrams.optional(),
};

const oldAbovePrice = (p: { priceKopecks?: number; oldPriceKopecks?: number | null }) =>
  p.oldPriceKopecks == null || p.priceKopecks === undefined || p.oldPriceKopecks > p.priceKopecks;
const OLD_PRICE_LOWER = { message: 'Старая цена должна быть выше цены: она показывается зачёркнутой', path: ['oldPriceKopecks'] };

export const sizeInputSchema = z.object({
  /** An existing size's offer id; absent for a new size. */
  id: bodyId('Размер: ожидается номер', 'Размер: неверный номер').optional(),
  size: catalogueName('Размер', 30),
  stock: z
    .number({ error: 'Остаток: ожидается число' })
    .int('Остаток: целое число')
    .min(0, 'Остаток не может быть меньше нуля')
    .max(STOCK_MAX, `Остаток — не больше ${STOCK_MAX}`),
  /** The stock watch's «мало» threshold, saved with the size (absent: left as it is). */
  threshold: lowStockThreshold.optional(),
});
export type SizeInput = z.output<typeof sizeInputSchema>;

const sizeList = z
  .array(sizeInputSchema, { error: 'Размеры: ожидается список' })
  .max(SIZES_MAX, `Не больше ${SIZES_MAX} размеров`)
  .refine((sizes) => new Set(sizes.map((s) => s.size.toLowerCase())).size === sizes.length, 'Размеры повторяются');

export const productCreateBodySchema = z
  .object({ ...productFields, sizes: sizeList.optional().transform((s) => s ?? []) })
  .refine(oldAbovePrice, OLD_PRICE_LOWER);
export type ProductCreateBody = z.output<typeof productCreateBodySchema>;

export const productUpdateBodySchema = z
  .object(
    Object.fromEntries(Object.entries(productFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
    },
  )
  .refine(oldAbovePrice, OLD_PRICE_LOWER);
export type ProductUpdateBody = z.output<typeof productUpdateBodySchema>;

/** The sizes in the order the shop shows them: new ones added, missing ones removed, stock set. */
export const productSizesBodySchema = z.object({ sizes: sizeList });
export type ProductSizesBody = z.output<typeof productSizesBodySchema>;

export const productIdParamsSchema = catalogueIdParams('Товар');

export const productListQuerySchema = z.object({
  q: searchText,
  section: z
    .string({ error: 'Раздел (section): ожидается номер' })
    .regex(/^[0-9]{1,9}$/, 'Раздел (section): неверный номер')
    .transform(Number)
    .optional(),
  active: z.enum(['yes', 'no'], { error: 'Активность (active): yes или no' }).optional(),
  after: pageAfter,
  limit: pageLimit,
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;

export const productListItemSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  sectionName: z.string(),
  priceKopecks: z.number().int(),
  sizes: z.number().int(),
  stock: z.number().int(),
  active: z.boolean(),
});
export type ProductListItem = z.infer<typeof productListItemSchema>;
export const productListSchema = pageOf(productListItemSchema);
export type ProductList = z.infer<typeof productListSchema>;

export const sizeSchema = z.object({
  id: z.number().int(),
  size: z.string(),
  stock: z.number().int(),
  /** Is in some order: it is kept (stock 0 takes it off sale) rather than removed. */
  ordered: z.boolean(),
  /** The stock watch's «мало» threshold (null: watched only for none left); saved with the sizes, or from the dashboard. */
  threshold: z.number().int().nullable(),
});
export type Size = z.infer<typeof sizeSchema>;

export const productAdminSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  modelCode: z.string(),
  kind: z.string(),
  description: z.string(),
  composition: z.string(),
  care: z.string(),
  colourCode: z.string(),
  sectionId: z.number().int(),
  capsuleId: z.number().int().nullable(),
  priceKopecks: z.number().int(),
  oldPriceKopecks: z.number().int().nullable(),
  isNew: z.boolean(),
  isPopular: z.boolean(),
  active: z.boolean(),
  weightGrams: z.number().int(),
  /** Its storefront address. */
  url: z.string(),
  sizes: z.array(sizeSchema),
  /** In the storefront's order: the first is the card's (shared/contract/admin/pictures.ts). */
  pictures: z.array(pictureAdminSchema),
  /** Its sizes cost differently (set in «Остатки и цены»): the form's price is then the lowest, not every size's. */
  pricesDiffer: z.boolean(),
});
export type ProductAdmin = z.infer<typeof productAdminSchema>;
export const productDataSchema = z.object({ product: productAdminSchema });

export const PRODUCT_MESSAGES = {
  notFound: 'Товар не найден',
  codeTaken: 'Такой код товара уже есть',
  sectionMissing: 'Раздел не найден',
  capsuleMissing: 'Капсула не найдена',
  colourMissing: 'Такого цвета нет в палитре',
  kindMissing: 'Такого вида товара нет',
  sizeMissing: 'Размер не принадлежит этому товару',
  sizeOrdered: 'Размер «…» уже заказывали: его нельзя удалить, поставьте остаток 0',
} as const;
