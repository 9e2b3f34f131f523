import type { OrderDraft, OrderDraftInput } from '../../shared/contract/order';
import { readBasketForCheckout } from '../basket/service';
import { certificateForDraft } from '../certificate/service';
import { kopecksToRubles } from '../../shared/format/number';
import type { Db } from '../db/database';
import { ownerOf, type SessionLookup } from '../session/service';
import {
  deliveryOption,
  deliveryPriceKopecks,
  findPickupPoint,
  listDeliveryMethods,
  parcelGrams,
  quotedMethod,
  type Tariffs,
} from '../delivery/service';
import { PAYMENT_OPTIONS } from './payment-options';
import { deliveryCityKey, formCityKey } from './delivery-city';

/**
 * POST /order/: the checkout recalculated for the form as it is now; nothing is saved and no
 * session is made. The basket is the one its own calls answer; delivery is priced on its goods
 * after the coupon, and is 0 while there is nothing to deliver — nothing in stock, or gift
 * certificates alone, whose codes come on the order's page and by SMS (NEEDS_DELIVERY false: the
 * checkout has no delivery step). The pickup points are not in it: thousands of them come by city
 * from GET /delivery/points/. A certificate in the form is checked (not held): what it would
 * pay, or CERTIFICATE_ERROR. Each method is priced by the carrier's tariff to the form's city (or
 * the one the checkout opens on, formCityKey) for the parcel's weight (tariffs.ts), the price
 * placement charges.
 */
export async function orderDraft(db: Db, tariffs: Tariffs, session: SessionLookup, form: OrderDraftInput): Promise<OrderDraft> {
  const [{ basket, certificates, weightGrams }, methods, point] = await Promise.all([
    readBasketForCheckout(db, session),
    listDeliveryMethods(db),
    form.pickupPointId === undefined ? null : findPickupPoint(db, form.pickupPointId),
  ]);
  const weight = parcelGrams(weightGrams);
  const city = await formCityKey(db, form.city, point, async () => {
    const current = await session({ create: false });
    return current && ownerOf(current);
  });
  const quotes = await Promise.all(
    methods.map((method) => tariffs.quote({ method, cityKey: deliveryCityKey(method.code, point, city), weightGrams: weight })),
  );
  const priced = methods.map((m, i) => quotedMethod(m, quotes[i]!));
  // Exact: PRICE is whole kopecks / 100.
  const goodsKopecks = Math.round(basket.PRICE * 100);
  const anything = basket.ITEMS.some((i) => i.AVAILABLE);
  const chosen = priced.find((m) => m.code === form.delivery);
  const deliveryKopecks = chosen && anything && !certificates.only ? deliveryPriceKopecks(chosen, goodsKopecks) : 0;
  const totalKopecks = goodsKopecks + deliveryKopecks;
  // Who asks (no session is made): a certificate held by the asker's own order names that order.
  const asker = form.certificate === null ? null : await session({ create: false });
  // The certificate's error is shown in the form instead of refusing: the draft only recalculates.
  const certificate = await certificateForDraft(db, form.certificate, {
    totalKopecks,
    buysCertificate: certificates.some,
    userId: asker?.userId ?? null,
    sessionId: asker?.id ?? null,
  });
  return {
    basket,
    DELIVERY: methods.map((m, i) => deliveryOption(m, quotes[i]!, goodsKopecks)),
    NEEDS_DELIVERY: !certificates.only,
    PAYMENT: PAYMENT_OPTIONS.map((p) => ({ ...p })),
    DELIVERY_PRICE: kopecksToRubles(deliveryKopecks),
    TOTAL: kopecksToRubles(totalKopecks),
    CERTIFICATE: certificate.payment,
    CERTIFICATE_ERROR: certificate.error,
    TO_PAY: kopecksToRubles(totalKopecks - certificate.amountKopecks),
  };
}
