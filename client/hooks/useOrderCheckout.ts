import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { keys } from '../../shared/api/keys';
import type { Basket, BasketData } from '../../shared/contract/basket';
import type { ApiError } from '../../shared/contract/envelope';
import type { OrderData, OrderForm } from '../../shared/contract/order';
import { urls } from '../../shared/routes';
import { clearToasts } from '../components/toasts';
import { withAnalytics } from '../lib/metrica';
import { createPlacement } from '../lib/placement';
import { api } from './fetcher';
import { useSubmitOnce } from './useSubmitOnce';

/**
 * «Оформить заказ»: places the order (one request at a time, one idempotency key per attempt),
 * then empties the cached basket, counts the purchase and goes to the SBP payment or the order.
 * A refusal or a lost connection goes to `refused`, for the form to show (hooks/useFormErrors).
 */
export function useOrderCheckout() {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  const place = useMemo(() => createPlacement<OrderForm>((body) => api.request('POST /order/checkout/', { body })), []);
  const { run, sending } = useSubmitOnce();

  const checkout = useCallback(
    /** `refused` gets a refusal's errors: the page shows them and asks for a fresh draft (a certificate's balance may have changed). */
    (form: OrderForm, refused: (errors: ApiError[]) => void, placed?: () => void) =>
      run(async () => {
        const result = await place(form);
        if (!result.ok) {
          refused(result.errors);
          return;
        }
        const { order } = result;
        clearToasts();
        placed?.();
        // The api emptied the basket in the same transaction; the header follows at once.
        void mutate<BasketData>(keys.basket(), (data) => data && { basket: emptied(data.basket) }, { revalidate: true });
        void mutate<OrderData>(keys.order(order.CODE), { order }, { revalidate: false });
        withAnalytics((a) => a.trackPurchase(order));
        void navigate(order.PAYMENT.METHOD === 'sbp' ? urls.orderSbp(order.CODE) : urls.order(order.CODE));
      }),
    [mutate, navigate, place, run],
  );
  return { checkout, sending };
}

function emptied(basket: Basket): Basket {
  return {
    ...basket,
    ITEMS: [],
    PRICE_WITHOUT_DISCOUNT: 0,
    DISCOUNT: 0,
    PRICE: 0,
    TOTAL_QUANTITY: 0,
    COUNT: 0,
    COUPON: null,
    GIFT: { WRAP: false, MESSAGE: '', NO_PRICES: false },
    DELIVERY: basket.DELIVERY && { ...basket.DELIVERY, LEFT_FOR_FREE: basket.DELIVERY.FREE_FROM },
  };
}
