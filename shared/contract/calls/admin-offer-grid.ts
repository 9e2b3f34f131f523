import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import {
  OFFER_GRID_REFUSALS,
  offerGridListSchema,
  offerGridQuerySchema,
  offerGridSaveBodySchema,
  offerGridSavedSchema,
} from '../admin/offer-grid';

/** The stock and price grid (issue 24): every role reads and changes stock; prices are the owner's and managers'. */
export const adminOfferGridCalls = {
  'GET /admin/offer-grid/': {
    summary: 'Остатки и цены размеров: поиск по названию и коду товара, раздел, только без остатка; страницы по ключу',
    query: offerGridQuerySchema,
    response: offerGridListSchema,
    cache: 'private',
    staff: ADMIN_AREAS['offer-grid'],
  },
  'POST /admin/offer-grid/': {
    summary: 'Сохранить остатки и цены многих размеров сразу: все изменения или ни одного (до 500)',
    body: offerGridSaveBodySchema,
    response: offerGridSavedSchema,
    cache: 'private',
    staff: ADMIN_AREAS['offer-grid'],
    refusals: OFFER_GRID_REFUSALS,
  },
} as const satisfies CallTable;
