import { partCode } from '../../lib/lazyPage';

/**
 * The code of «Ваш заказ»'s lines and sums (SummaryDetails), apart from the checkout's: the page
 * hydrates them after its own code (CheckoutSummary), and the route loads them beside the page on
 * a navigation (./route.ts). Its own module, so the route, in the entry, carries only this.
 */
export const summaryDetailsCode = partCode(() => import('./SummaryDetails').then((m) => m.SummaryDetails));
