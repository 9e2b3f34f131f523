import { useState } from 'react';
import styled from '@emotion/styled';
import { colors, radius } from '../../ui/theme';
import { Icon } from '../icon';
import { Button } from '../../ui/Button';

const CHOOSE_SIZE = 'Выберите размер';

interface Props {
  /** The chosen size's offer id, or null while no size is chosen. */
  offerId: number | null;
  /** Puts the offer into the basket. */
  onAdd: (offerId: number) => void | Promise<void>;
  /** Opens the one-click order for the offer; without it, no one-click button (a gift certificate). */
  onOneClick?: ((offerId: number) => void) | undefined;
  /** No size of the product is in stock. */
  soldOut?: boolean;
}

/**
 * «В корзину» and «Купить в один клик»: both ask for a size first («Выберите размер»), then hand
 * the offer on. The basket button waits for its answer, so a double tap adds once.
 */
export function AddToBasket({ offerId, onAdd, onOneClick, soldOut = false }: Props) {
  const [askSize, setAskSize] = useState(false);
  const [busy, setBusy] = useState(false);

  async function add() {
    if (offerId === null) return setAskSize(true);
    setAskSize(false);
    setBusy(true);
    try {
      await onAdd(offerId);
    } finally {
      setBusy(false);
    }
  }

  function oneClick() {
    if (offerId === null) return setAskSize(true);
    setAskSize(false);
    onOneClick?.(offerId);
  }

  if (soldOut) {
    return <SoldOut>Этого товара сейчас нет в наличии</SoldOut>;
  }
  return (
    <Box>
      <Button onClick={() => void add()} disabled={busy} aria-describedby="add-to-basket-hint">
        <Icon name="bag" size={22} />В корзину
      </Button>
      {onOneClick && (
        <Button look="secondary" size="medium" onClick={oneClick} aria-describedby="add-to-basket-hint">
          Купить в один клик
        </Button>
      )}
      <Hint id="add-to-basket-hint" role="status">
        {askSize && offerId === null ? CHOOSE_SIZE : null}
      </Hint>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  flex: 1 1 220px;
`;

const Hint = styled.p`
  min-height: 1.3em;
  margin: 0;
  color: ${colors.danger};
  font-size: 14px;
  font-weight: 700;
  &:empty {
    min-height: 0;
  }
`;

const SoldOut = styled.p`
  flex: 1 1 220px;
  margin: 0;
  padding: 14px 18px;
  border-radius: ${radius.md};
  background: ${colors.cream};
  font-weight: 700;
`;
