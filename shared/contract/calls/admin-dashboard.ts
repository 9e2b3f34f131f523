import type { CallTable } from '../call';
import { ADMIN_AREAS } from '../admin/areas';
import { dashboardSchema } from '../admin/dashboard';

/** «Сводка» (decision 050): money figures, the owner's and managers'. */
export const adminDashboardCalls = {
  'GET /admin/dashboard/': {
    summary: 'Сводка: заказы и выручка за сегодня, 7 и 30 дней, средний чек, неоплаченные, хиты продаж',
    response: dashboardSchema,
    cache: 'private',
    staff: ADMIN_AREAS.dashboard,
  },
} as const satisfies CallTable;
