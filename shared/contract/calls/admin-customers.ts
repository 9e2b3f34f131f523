import type { CallTable } from '../call';
import {
  customerKeyParamsSchema,
  customerListQuerySchema,
  customerListSchema,
  customerPageSchema,
  shopperNoteBodySchema,
  shopperNoteDataSchema,
} from '../admin/customers';

const office = ['owner', 'manager'] as const;

/** Customers in the back office (decision 050): the owner's and managers' only (personal data). */
export const adminCustomerCalls = {
  'GET /admin/customers/': {
    summary: 'Покупатели: поиск по имени, телефону и почте; контакты скрыты частично',
    query: customerListQuerySchema,
    response: customerListSchema,
    cache: 'private',
    staff: office,
  },
  'GET /admin/customers/{key}/': {
    summary: 'Покупатель (u123 — аккаунт, 79161234567 — по телефону): заказы, сумма покупок, подписки, сертификаты, заметка',
    params: customerKeyParamsSchema,
    response: customerPageSchema,
    cache: 'private',
    staff: office,
    refusals: { notFound: { status: 404, message: 'Покупатель не найден' } },
  },
  'POST /admin/customers/note/': {
    summary: 'Заметка сотрудников о покупателе по телефону (пустая — удалить)',
    body: shopperNoteBodySchema,
    response: shopperNoteDataSchema,
    cache: 'private',
    staff: office,
  },
} as const satisfies CallTable;
