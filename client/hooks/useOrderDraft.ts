import { useEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ApiRequestError } from '../../shared/api/client';
import { keys } from '../../shared/api/keys';
import type { OrderDraft, OrderForm } from '../../shared/contract/order';
import { showErrors } from '../components/notices';
import { createDebounce } from '../pages/checkout/debounce';
import { errorsOf } from './fetcher';
import { useHydrating } from './useHydrating';

/** A pause this long after the last choice asks for the draft again. */
export const DRAFT_DELAY_MS = 300;

/**
 * The checkout draft (POST /api/order/) for the form's choices, recalculated once the shopper
 * pauses. The previous draft stays on screen meanwhile; its basket can have changed since an
 * earlier visit, so a later visit asks again. A failure is shown as notices (spec §8).
 */
export function useOrderDraft(form: OrderForm) {
  const settled = useSettled(form);
  const hydrating = useHydrating();
  const swr = useSWR<{ draft: OrderDraft }, ApiRequestError>(keys.orderDraft(settled), {
    keepPreviousData: true,
    revalidateOnMount: !hydrating,
    onError: (error) => showErrors(errorsOf(error)),
  });
  const pending = JSON.stringify(settled) !== JSON.stringify(form) || swr.isValidating;
  return { draft: swr.data?.draft, error: swr.error, pending, retry: () => void swr.mutate() };
}

/** `value` once it has stayed the same for DRAFT_DELAY_MS. */
function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  const debounce = useMemo(() => createDebounce<T>(DRAFT_DELAY_MS, setSettled), []);
  const signature = JSON.stringify(value);
  const settledSignature = JSON.stringify(settled);
  useEffect(() => {
    if (signature === settledSignature) debounce.cancel();
    else debounce.push(JSON.parse(signature) as T);
  }, [signature, settledSignature, debounce]);
  useEffect(() => () => debounce.cancel(), [debounce]);
  return settled;
}
