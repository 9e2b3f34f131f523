import { useState } from 'react';
import { Link } from '../../components/link/Link';
import styled from '@emotion/styled';
import type { BasketItem } from '../../../shared/contract/basket';
import { formatPrice } from '../../../shared/format';
import { Icon } from '../../components/icon';
import { Price } from '../../components/product/Price';
import type { BasketActions } from '../../hooks/basketActions';
import { Note } from '../../ui/layout';
import { IconButton } from '../../ui/Button';
import { colors, mq, radius, space } from '../../ui/theme';
import { QuantityControl } from './QuantityControl';

const PICTURE = 96;

interface Props {
  item: BasketItem;
  actions: BasketActions;
}

/**
 * One line: picture, name, colour and size, price, − quantity +, sum and remove. A line that is
 * not available is greyed with the api's reason; only lowering it or removing it makes sense then.
 */
export function BasketLine({ item, actions }: Props) {
  const [busy, setBusy] = useState(false);
  const run = (action: (item: BasketItem) => Promise<unknown>) => async () => {
    setBusy(true);
    try {
      await action(item);
    } finally {
      setBusy(false);
    }
  };
  const { PRODUCT: product } = item;
  return (
    <Row data-unavailable={!item.AVAILABLE || undefined}>
      <Picture to={product.URL} tabIndex={-1} aria-hidden="true">
        {product.PICTURE ? (
          <img src={product.PICTURE} alt="" width={PICTURE} height={PICTURE} loading="lazy" decoding="async" />
        ) : (
          <Icon name="bag" size={32} />
        )}
      </Picture>
      <Info>
        <Name to={product.URL}>{product.NAME}</Name>
        <Note>
          Цвет: {product.COLOR} · Размер: {item.SIZE}
        </Note>
        <Price price={item.PRICE} oldPrice={item.OLD_PRICE} />
        {item.MESSAGE && (
          <Note tone="danger" data-message="">
            {item.MESSAGE}
          </Note>
        )}
      </Info>
      <Controls>
        <QuantityControl
          quantity={item.QUANTITY}
          name={`${product.NAME}, ${item.SIZE}`}
          canMinus={item.QUANTITY > 1}
          canPlus={item.AVAILABLE && item.QUANTITY < item.MAX_QUANTITY}
          plusLimit={item.AVAILABLE ? 'Больше нет в наличии' : null}
          busy={busy}
          onMinus={() => void run(actions.minus)()}
          onPlus={() => void run(actions.plus)()}
        />
        {item.AVAILABLE && <Sum>{formatPrice(item.SUM)}</Sum>}
      </Controls>
      <Remove
        tone="quiet"
        size="small"
        aria-label={`Удалить из корзины: ${product.NAME}, ${item.SIZE}`}
        disabled={busy}
        onClick={() => void run(actions.remove)()}
      >
        <Icon name="close" size={20} />
      </Remove>
    </Row>
  );
}

const Row = styled.li`
  position: relative;
  display: grid;
  grid-template-columns: ${PICTURE}px minmax(0, 1fr);
  grid-template-areas: 'picture info' 'controls controls';
  gap: ${space.md} 14px;
  padding: ${space.lg} 0;
  border-bottom: 1px solid ${colors.border};
  &[data-unavailable] img,
  &[data-unavailable] a,
  &[data-unavailable] p:not([data-message]) {
    opacity: 0.55;
  }
  ${mq.desktop} {
    grid-template-columns: 110px minmax(0, 1fr) auto;
    grid-template-areas: 'picture info controls';
    align-items: center;
    gap: 18px;
    padding-right: 44px;
  }
`;

const Picture = styled(Link)`
  grid-area: picture;
  display: grid;
  place-items: center;
  aspect-ratio: 1 / 1;
  overflow: hidden;
  border-radius: ${radius.md};
  background: ${colors.cream};
  color: ${colors.beigeDark};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Info = styled.div`
  grid-area: info;
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 0;
  padding-right: 36px;
  ${mq.desktop} {
    padding-right: 0;
  }
`;

const Name = styled(Link)`
  color: ${colors.graphite};
  font-weight: 800;
  line-height: 1.3;
  text-decoration: none;
  &:hover {
    color: ${colors.sageDark};
    text-decoration: underline;
  }
`;

const Controls = styled.div`
  grid-area: controls;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 16px;
  ${mq.desktop} {
    justify-content: flex-end;
  }
`;

const Sum = styled.strong`
  min-width: 96px;
  font-size: 17px;
  font-weight: 800;
  text-align: right;
  white-space: nowrap;
`;

const Remove = styled(IconButton)`
  position: absolute;
  top: 10px;
  right: -6px;
  ${mq.desktop} {
    top: 50%;
    transform: translateY(-50%);
  }
`;
