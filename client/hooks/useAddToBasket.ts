import { useCallback, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { urls } from '../../shared/routes';
import { addNotice, closeNotice, NOTICE_TIMEOUT_MS } from '../components/notices';
import { useBasketActions } from './basketActions';

/**
 * Adds an offer from the product page: on success a notice «Товар добавлен в корзину» with the way
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
      closeNotice(shown.current);
      shown.current = addNotice({
        icon: 'success',
        html: 'Товар добавлен в корзину',
        timeout: NOTICE_TIMEOUT_MS,
        buttons: [{ text: 'Перейти в корзину', click: () => void navigate(urls.basket()) }],
      });
    },
    [add, navigate],
  );
}
