import styled from '@emotion/styled';
import type { ListedCard } from './listed-card';
import { discountPercent } from './sizes';
import { Badge } from '../../ui/layout';

/** Новинка, −N% and Нет в наличии over a product's picture. */
export function Badges({ product }: { product: Pick<ListedCard, 'PRICE' | 'OLD_PRICE' | 'FLAGS' | 'AVAILABLE'> }) {
  const percent = discountPercent(product.PRICE, product.OLD_PRICE);
  if (!product.FLAGS.NEW && percent === null && product.AVAILABLE) return null;
  return (
    <List>
      {!product.AVAILABLE && <Badge tone="glass">Нет в наличии</Badge>}
      {product.FLAGS.NEW && <Badge tone="sage">Новинка</Badge>}
      {percent !== null && (
        <Badge tone="sale" aria-label={`Скидка ${percent}%`}>
          −{percent}%
        </Badge>
      )}
    </List>
  );
}

const List = styled.span`
  position: absolute;
  top: 8px;
  left: 8px;
  z-index: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 4px;
  pointer-events: none;
`;
