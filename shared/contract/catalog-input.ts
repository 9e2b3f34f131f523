import { z } from 'zod';
import { PAGE_SIZE_MAX, SEARCH_QUERY_MAX, SORTS, VIEWED_MAX } from './catalog-constants';
import { pathCode, printableOnly, queryCount, queryId, typedText } from './input';

/**
 * What the catalogue's calls read from the address and the query string (spec §7.1), with the
 * messages a caller reads when it is wrong.
 */

/** `{code}` of a product, a section or a promo in a call's path. */
export const codeParamsSchema = z.object({ code: pathCode('Код в адресе') });

const list = (max: number) =>
  z
    .union([z.string(), z.array(z.string())], { error: 'Значение фильтра: ожидается строка' })
    .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
    .pipe(
      z
        .array(typedText('Значение фильтра: ожидается строка', 'Значение фильтра').max(40, 'Значение фильтра слишком длинное'))
        .max(max, 'Слишком много значений фильтра'),
    );

const rubles = (field: string) =>
  z.coerce
    .number<string | number>({ error: `${field}: укажите число` })
    .min(0, `${field} не может быть отрицательной`)
    .max(10_000_000, `${field} слишком большая`);

const page = z.coerce
  .number<string | number>({ error: 'Номер страницы должен быть числом' })
  .int('Номер страницы должен быть целым')
  .min(1, 'Страницы нумеруются с 1')
  .max(10_000, 'Номер страницы слишком большой');

const pageSize = queryCount(
  {
    type: 'Размер страницы должен быть числом',
    int: 'Размер страницы должен быть целым числом',
    min: 'Размер страницы — от 1',
    max: `Не больше ${PAGE_SIZE_MAX} товаров на странице`,
  },
  PAGE_SIZE_MAX,
);

/**
 * The filter object of a listing (spec §7.1), as query parameters. The storefront's section pages
 * use the same names in their own URLs, so a filter form works without JavaScript.
 * Repeated parameters or comma lists: `size=62&size=68` or `size=62,68`.
 */
export const listingQuerySchema = z.object({
  price_from: rubles('Цена «от»').optional(),
  price_to: rubles('Цена «до»').optional(),
  size: list(20).optional(),
  color: list(20).optional(),
  /** 'Y': only products with a size in stock. */
  available: z.enum(['Y', 'N'], { error: 'available: ожидается Y или N' }).optional(),
  sort: z.enum(SORTS, { error: 'Неизвестная сортировка' }).optional(),
  page: page.optional(),
  limit: pageSize.optional(),
});
export type ListingQuery = z.input<typeof listingQuerySchema>;
export type ListingFilter = z.output<typeof listingQuerySchema>;

const scopeCode = (what: string) => typedText(`${what}: ожидается один код`, what).max(100, `${what}: слишком длинный код`);

/** GET /catalog/filter/: the listing's filter plus whose facets, `section` or `promo` (neither = everything). */
export const facetQuerySchema = listingQuerySchema.extend({
  section: scopeCode('Раздел').optional(),
  promo: scopeCode('Подборка').optional(),
});
export type FacetQuery = z.output<typeof facetQuerySchema>;

/** `{block}` of GET /catalog/block/{block}/: which block is known is the catalogue's to say (404). */
export const blockParamsSchema = z.object({ block: pathCode('Подборка') });

/** ?limit=n of a product block. */
export const blockLimit = queryCount(
  {
    type: 'Количество товаров должно быть числом',
    int: 'Количество товаров должно быть целым',
    min: 'Количество товаров — от 1',
    max: `Не больше ${PAGE_SIZE_MAX} товаров в блоке`,
  },
  PAGE_SIZE_MAX,
);
/** GET /catalog/block/{block}/?limit= (the catalogue's default when not given). */
export const blockQuerySchema = z.object({ limit: blockLimit.optional() });
/** GET /catalog/block/viewed/?limit= */
export const viewedBlockQuerySchema = z.object({ limit: blockLimit.default(VIEWED_MAX) });
/** GET /catalog/block/wishlist/?limit= */
export const wishlistBlockQuerySchema = z.object({ limit: blockLimit.default(PAGE_SIZE_MAX) });

/** GET /wishlist/?id=: an id adds or removes that product. */
export const wishlistQuerySchema = z.object({
  id: queryId('Номер товара должен быть одним целым числом', 'Номер товара должен быть целым положительным числом').optional(),
});

/**
 * The search text (`?query=`, or `query` in the body): the first text when repeated, cut to
 * SEARCH_QUERY_MAX, without what nobody types. Never refused: odd input is a shopper's typo, not
 * an error; what is not text at all reads as no query.
 */
const searchText = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .catch(undefined)
  .transform((value) => {
    const first = Array.isArray(value) ? value[0] : value;
    return first === undefined ? undefined : printableOnly(first).slice(0, SEARCH_QUERY_MAX);
  });

/** POST /catalog/search/?query= */
export const searchQuerySchema = z.object({ query: searchText });
/** POST /catalog/search/ may carry the query in its body instead. */
export const searchBodySchema = z.object({ query: searchText }).catch({ query: undefined });
/** GET /catalog/search-pagen/?query=&page=&limit= */
export const searchPageQuerySchema = z.object({ query: searchText, page: page.optional(), limit: pageSize.optional() });
