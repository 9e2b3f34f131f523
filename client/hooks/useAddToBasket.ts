import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { urls } from '../../shared/routes';
import { addToast, closeToast, TOAST_TIMEOUT_MS } from '../components/toasts';
import { useBasketActions } from './basketActions';

/**
 * Adds an offer from the product page: on success a toast «Товар добавлен в корзину» with the way
 * to the basket (the previous one of these goes, so quick adds do not pile up); errors are shown
 * by the basket call itself (spec §8).
 */
export function useAddToBasket(): (offerId: number) => Promise<void> {
  const { add } = useBasketActions();
  const navigate = useNavigate();
  const shown = useRef('');
  return useCallback(
    async (offerId: number) => {
      if (!(await add(offerId))) return;
      closeToast(shown.current);
      shown.current = addToast({
        icon: 'success',
        html: 'Товар добавлен в корзину',
        timeout: TOAST_TIMEOUT_MS,
        buttons: [{ text: 'Перейти в корзину', click: () => void navigate(urls.basket()) }],
      });
    },
    [add, navigate],
  );
}
