import { useRef } from 'react';
import type { ApiKey } from '../../shared/api/keys';
import type { OrderDraft } from '../../shared/contract/order';
import { showErrors } from '../components/toasts';
import { errorsOf } from './fetcher';
import { useApi } from './useApi';
import { useHydrating } from './useHydrating';

/**
 * The checkout draft (POST /api/order/) by the checkout route's `draftKey` for the form's choices
 * (only the ways of delivery and payment, so typing asks for nothing). The previous draft stays on screen while the
 * next one comes; its basket can have changed since an earlier visit, so a later visit asks again.
 * A failure is shown as toasts (spec §8), once per failing streak rather than once per retry.
 */
export function useOrderDraft(key: ApiKey<{ draft: OrderDraft }>) {
  const hydrating = useHydrating();
  const failing = useRef(false);
  const swr = useApi(key, {
    keepPreviousData: true,
    revalidateOnMount: !hydrating,
    onSuccess: () => {
      failing.current = false;
    },
    onError: (error) => {
      if (!failing.current) showErrors(errorsOf(error));
      failing.current = true;
    },
  });
  return { draft: swr.data?.draft, error: swr.error, pending: swr.isValidating, retry: () => void swr.mutate() };
}
