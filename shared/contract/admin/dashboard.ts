import { z } from 'zod';

/**
 * The back office's «Сводка» (api/admin/dashboard/, decision 049). Days are the shop's calendar
 * days in Moscow: «today» began at Moscow's midnight, «7 days» is today and the six before it.
 * An order counts when it was placed in the period and is neither cancelled nor refunded; its
 * revenue is its total (goods after the coupon, plus delivery). Money in kopecks.
 */

export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export const DASHBOARD_PERIOD_DAYS = { today: 1, week: 7, month: 30 } as const;

const periodSchema = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** When the period began (Moscow's midnight), ISO 8601. */
  from: z.string(),
  orders: z.number().int(),
  revenueKopecks: z.number().int(),
  /** Revenue / orders, rounded to the kopeck; 0 without orders. */
  averageKopecks: z.number().int(),
});

export const dashboardSchema = z.object({
  periods: z.array(periodSchema),
  /** Orders still waiting for their money (an SBP payment, or payment on receipt before the handover). */
  unpaid: z.object({ orders: z.number().int(), kopecks: z.number().int() }),
  /** The month's best-selling products by units, gift certificates aside (ten at most). */
  bestSellers: z.array(
    z.object({ productCode: z.string(), name: z.string(), quantity: z.number().int(), revenueKopecks: z.number().int() }),
  ),
  /** When these figures were read, ISO 8601. */
  at: z.string(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
