import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  customerKeyParamsSchema,
  customerListQuerySchema,
  customerListSchema,
  customerPageSchema,
  shopperNoteBodySchema,
  shopperNoteDataSchema,
} from '../admin/customers';

/** Customers in the back office (decision 050): the owner's and managers' only (personal data). */
export const adminCustomerCalls = {
  'GET /admin/customers/': {
    summary: 'Покупатели: поиск по имени, телефону и почте; контакты скрыты частично',
    query: customerListQuerySchema,
    response: customerListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.customers,
  },
  'GET /admin/customers/{key}/': {
    summary: 'Покупатель (u123 — аккаунт, 79161234567 — по телефону): заказы, сумма покупок, подписки, сертификаты, заметка',
    params: customerKeyParamsSchema,
    response: customerPageSchema,
    cache: 'private',
    staff: ADMIN_AREAS.customers,
    refusals: { notFound: { status: 404, message: 'Покупатель не найден' } },
  },
  'POST /admin/customers/note/': {
    summary: 'Заметка сотрудников о покупателе по телефону (пустая — удалить)',
    body: shopperNoteBodySchema,
    response: shopperNoteDataSchema,
    cache: 'private',
    staff: ADMIN_AREAS.customers,
  },
} as const satisfies CallTable;
