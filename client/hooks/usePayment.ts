import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { ApiRequestError } from '../../shared/api/client';
import { keys } from '../../shared/api/keys';
import { showErrors } from '../components/toasts';
import { api, errorsOf } from './fetcher';
import { useApi } from './useApi';

/** How often the page asks whether the bank has confirmed the payment. */
const PAYMENT_POLL_MS = 3000;

/**
 * The SBP payment of an order (GET /api/order/getPaymentByOrderCode/{code}/, the payment
 * back-end): the first call creates it at the provider, later ones answer its status. Asked every
 * 3 s while pending; a refusal (4xx) stops asking. A failure is shown once per failing streak.
 * Once paid, the order and the list are asked again so that they show it.
 */
export function usePayment(code: string, enabled: boolean) {
  const { mutate } = useSWRConfig();
  const refused = useRef(false);
  const failing = useRef(false);
  const swr = useApi(enabled ? keys.payment(code) : null, {
    refreshInterval: (latest) => (refused.current || (latest && latest.payment.STATUS !== 'pending') ? 0 : PAYMENT_POLL_MS),
    onSuccess: () => {
      failing.current = false;
      refused.current = false;
    },
    onError: (error) => {
      refused.current = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
      if (!failing.current) showErrors(errorsOf(error));
      failing.current = true;
    },
  });
  const payment = swr.data?.payment;
  const paid = payment?.STATUS === 'succeeded';
  useEffect(() => {
    if (!paid) return;
    void mutate(keys.order(code));
    void mutate(keys.orderList());
  }, [paid, code, mutate]);
  return { payment, error: swr.error, refresh: () => void swr.mutate() };
}

/** The sandbox's «Оплатить (демо)»: the same notification a bank would send, then the new status. */
export function useDemoPay(code: string) {
  const { mutate } = useSWRConfig();
  const [busy, setBusy] = useState(false);
  const pay = useCallback(async () => {
    setBusy(true);
    try {
      await api.request('POST /payment/sandbox/{code}/pay/', { params: { code } });
      await mutate(keys.payment(code));
    } catch (error) {
      showErrors(errorsOf(error));
    } finally {
      setBusy(false);
    }
  }, [code, mutate]);
  return { pay, busy };
}
