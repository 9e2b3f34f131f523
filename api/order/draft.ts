import type { OrderDraft, OrderDraftInput } from '../../shared/contract/order';
import { readBasket } from '../basket/service';
import { kopecksToRubles } from '../../shared/format/number';
import type { Db } from '../db/database';
import type { SessionLookup } from '../session/service';
import { deliveryOption, deliveryPriceKopecks, listDeliveryMethods, listPickupPoints, pickupPointView } from '../delivery/service';
import { PAYMENT_OPTIONS } from './payment-options';

/**
 * POST /order/: the checkout recalculated for the form as it is now; nothing is saved and no
 * session is made. The basket is the one its own calls answer; delivery is priced on its goods
 * after the coupon, and is 0 while there is nothing to deliver.
 */
export async function orderDraft(db: Db, session: SessionLookup, form: OrderDraftInput): Promise<OrderDraft> {
  const [basket, methods, points] = await Promise.all([readBasket(db, session), listDeliveryMethods(db), listPickupPoints(db)]);
  // Exact: PRICE is whole kopecks / 100.
  const goodsKopecks = Math.round(basket.PRICE * 100);
  const chosen = methods.find((m) => m.code === form.delivery);
  const anything = basket.ITEMS.some((i) => i.AVAILABLE);
  const deliveryKopecks = chosen && anything ? deliveryPriceKopecks(chosen, goodsKopecks) : 0;
  return {
    basket,
    DELIVERY: methods.map((m) => deliveryOption(m, goodsKopecks)),
    PAYMENT: PAYMENT_OPTIONS.map((p) => ({ ...p })),
    PICKUP_POINTS: points.map(pickupPointView),
    DELIVERY_PRICE: kopecksToRubles(deliveryKopecks),
    TOTAL: kopecksToRubles(goodsKopecks + deliveryKopecks),
    CERTIFICATE: null,
    CERTIFICATE_ERROR: null,
    TO_PAY: kopecksToRubles(goodsKopecks + deliveryKopecks),
  };
}
