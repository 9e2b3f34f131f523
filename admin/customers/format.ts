import { statusName } from '../../shared/contract/order-constants';
import { formatDate, formatDayAndTime } from '../../shared/format/date';
import { formatPrice, kopecksToRubles } from '../../shared/format/number';
import type { CustomerPage } from '../contract-types';

/** Kopecks as the shop writes rubles: «12 490 р.» (no-break spaces, spec §9). */
export const rubles = (kopecks: number) => formatPrice(kopecksToRubles(kopecks));

/** A day in Moscow, whatever the staff's laptop thinks: «05.03.26». */
export const moscowDay = (iso: string) => formatDate(iso);

/** A moment in Moscow as a person says it: «сегодня в 14:05», «5 марта 2026 в 9:30». */
export const moscowMoment = (iso: string, now: number = Date.now()) => formatDayAndTime(iso, now);

/**
 * An order's status as the shop names it, with «не оплачен» where money is still to come: an
 * order paid on receipt on its way, say. Not on one waiting for its SBP money (its name says so)
 * nor on a cancelled one.
 */
export function orderState(order: Pick<CustomerPage['orders'][number], 'status' | 'paymentMethod' | 'paid'>, notPaid: string): string {
  const name = statusName(order.status, order.paymentMethod);
  const waitsForMoney = !order.paid && order.status !== 'cancelled' && !(order.status === 'new' && order.paymentMethod === 'sbp');
  return waitsForMoney ? `${name}, ${notPaid}` : name;
}
