import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  productCreateBodySchema,
  productDataSchema,
  productIdParamsSchema,
  productListQuerySchema,
  productListSchema,
  productSizesBodySchema,
  productUpdateBodySchema,
  PRODUCT_MESSAGES,
} from '../admin/products';
import {
  sectionAdminListSchema,
  sectionCreateBodySchema,
  sectionDataSchema,
  sectionIdParamsSchema,
  sectionMoveBodySchema,
  sectionUpdateBodySchema,
  SECTION_MESSAGES,
} from '../admin/sections';

const sectionNotFound = { status: 404, message: SECTION_MESSAGES.notFound } as const;
const sectionCode = { status: 409, field: 'code', message: SECTION_MESSAGES.codeTaken } as const;
const sectionPlace = { status: 409, field: 'parentId', message: SECTION_MESSAGES.tooDeep } as const;
const productNotFound = { status: 404, message: PRODUCT_MESSAGES.notFound } as const;
const productCode = { status: 409, field: 'code', message: PRODUCT_MESSAGES.codeTaken } as const;
const sizeOrdered = { status: 409, field: 'sizes', message: PRODUCT_MESSAGES.sizeOrdered } as const;

/** The catalogue in the back office (issue 24): sections and products with their sizes; owner and managers. */
export const adminCatalogueCalls = {
  'GET /admin/sections/': {
    summary: 'Разделы каталога деревом: родитель раньше детей, дети в порядке меню',
    response: sectionAdminListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.sections,
  },
  'POST /admin/sections/': {
    summary: 'Новый раздел (последним среди своих соседей)',
    body: sectionCreateBodySchema,
    response: sectionDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.sections,
    refusals: { sectionCode, sectionPlace },
  },
  'POST /admin/sections/{id}/': {
    summary: 'Изменить раздел: название, код (старый адрес отвечает 301), родителя, активность, оформление',
    params: sectionIdParamsSchema,
    body: sectionUpdateBodySchema,
    response: sectionDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.sections,
    refusals: { sectionNotFound, sectionCode, sectionPlace },
  },
  'POST /admin/sections/{id}/move/': {
    summary: 'Стрелки: раздел на одно место выше или ниже среди соседей',
    params: sectionIdParamsSchema,
    body: sectionMoveBodySchema,
    response: sectionAdminListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.sections,
    refusals: { sectionNotFound },
  },
  'POST /admin/sections/{id}/delete/': {
    summary: 'Удалить раздел без товаров и подразделов',
    params: sectionIdParamsSchema,
    response: sectionAdminListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.sections,
    refusals: { sectionNotFound },
  },
  'GET /admin/products/': {
    summary: 'Товары: поиск по названию и коду, фильтры по разделу и активности; страницы по ключу',
    query: productListQuerySchema,
    response: productListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
  },
  'POST /admin/products/': {
    summary: 'Новый товар с размерами',
    body: productCreateBodySchema,
    response: productDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
    refusals: { productCode },
  },
  'GET /admin/products/{id}/': {
    summary: 'Товар с размерами и остатками',
    params: productIdParamsSchema,
    response: productDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
    refusals: { productNotFound },
  },
  'POST /admin/products/{id}/': {
    summary: 'Изменить товар: тексты, раздел, капсулу, цену, отметки, активность, код (старый адрес отвечает 301)',
    params: productIdParamsSchema,
    body: productUpdateBodySchema,
    response: productDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
    refusals: { productNotFound, productCode },
  },
  'POST /admin/products/{id}/sizes/': {
    summary: 'Размеры товара по порядку: новые добавить, отсутствующие удалить (заказанные не удаляются), остатки',
    params: productIdParamsSchema,
    body: productSizesBodySchema,
    response: productDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.products,
    refusals: { productNotFound, sizeOrdered },
  },
} as const satisfies CallTable;
