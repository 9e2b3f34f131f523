import type { CallTable } from '../call';
import {
  blockParamsSchema,
  blockQuerySchema,
  blockSchema,
  codeParamsSchema,
  facetQuerySchema,
  facetsSchema,
  listingQuerySchema,
  listingSchema,
  productDetailSchema,
} from '../catalog';
import { catalogRevisionSchema, feedQuerySchema, feedSchema } from '../feed';
import { sectionListSchema, sectionTreeSchema } from '../section';
import { sitemapSchema } from '../sitemap';

/** The catalogue (spec §7.1): sections, listings, facets, product blocks, products. */
export const catalogCalls = {
  'GET /catalog/section-tree/': {
    summary: 'Дерево разделов для меню: корневые разделы с вложенными',
    response: sectionTreeSchema,
  },
  'GET /catalog/section-list/': {
    summary: 'Все разделы одним списком, родители раньше детей',
    response: sectionListSchema,
  },
  'GET /catalog/sitemap/': {
    summary: 'Адреса разделов, товаров и подборок для sitemap.xml',
    response: sitemapSchema,
  },
  'GET /catalog/feed/': {
    summary: 'Товары для фида Яндекс Маркета (yml.xml): ничего, если каталог не менялся с версии known',
    query: feedQuerySchema,
    response: feedSchema,
  },
  'GET /catalog/revision/': {
    summary: 'Номер правки каталога: растёт с каждой правкой сотрудников, витрина по нему обновляет свои копии',
    response: catalogRevisionSchema,
  },
  'GET /catalog/': {
    summary: 'Весь каталог: страница товаров по фильтру',
    query: listingQuerySchema,
    response: listingSchema,
  },
  'GET /catalog/{code}/': {
    summary: 'Раздел каталога с подразделами: страница товаров по фильтру',
    params: codeParamsSchema,
    query: listingQuerySchema,
    response: listingSchema,
  },
  'GET /catalog/filter/': {
    summary: 'Значения фильтра (размеры, цвета, цены) с числом товаров для раздела или подборки',
    query: facetQuerySchema,
    response: facetsSchema,
  },
  'GET /catalog/filter-promo/{code}/': {
    summary: 'Подборка (промо-страница): страница товаров по фильтру',
    params: codeParamsSchema,
    query: listingQuerySchema,
    response: listingSchema,
  },
  'GET /catalog/block/{block}/': {
    summary: 'Блок товаров: new, popular, sale, last или limit',
    params: blockParamsSchema,
    query: blockQuerySchema,
    response: blockSchema,
  },
  'GET /catalog/{code}/detail/': {
    summary: 'Товар по коду',
    params: codeParamsSchema,
    response: productDetailSchema,
  },
  'GET /catalog/{code}/detail-complex/': {
    summary: 'Товар по коду с похожими товарами',
    params: codeParamsSchema,
    response: productDetailSchema,
  },
} as const satisfies CallTable;
