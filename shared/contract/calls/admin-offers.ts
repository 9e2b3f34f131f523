import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import { offerPickListSchema, offerPickQuerySchema } from '../admin/offers';

/** Offers in the back office: the read the order's line edit picks sizes from (owner and managers edit lines). */
export const adminOfferCalls = {
  'GET /admin/offers/': {
    summary: 'Размеры товаров для правки заказа: поиск по названию или коду товара, или все размеры одного товара (до 20)',
    query: offerPickQuerySchema,
    response: offerPickListSchema,
    cache: 'private',
    staff: ADMIN_AREAS.offers,
  },
} as const satisfies CallTable;
