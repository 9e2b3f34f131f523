import styled from '@emotion/styled';
import type { ProductCard } from '../../../shared/contract/catalog';
import { colors } from '../../ui/theme';
import { discountPercent } from './sizes';

/** Новинка, −N% and Нет в наличии over a product's picture. */
export function Badges({ product }: { product: Pick<ProductCard, 'PRICE' | 'OLD_PRICE' | 'FLAGS' | 'AVAILABLE'> }) {
  const percent = discountPercent(product.PRICE, product.OLD_PRICE);
  if (!product.FLAGS.NEW && percent === null && product.AVAILABLE) return null;
  return (
    <List>
      {!product.AVAILABLE && <Badge data-tone="muted">Нет в наличии</Badge>}
      {product.FLAGS.NEW && <Badge data-tone="new">Новинка</Badge>}
      {percent !== null && (
        <Badge data-tone="sale" aria-label={`Скидка ${percent}%`}>
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

const Badge = styled.span`
  padding: 3px 8px;
  border-radius: 10px;
  font-size: 12px;
  font-weight: 800;
  line-height: 1.3;
  &[data-tone='new'] {
    background: ${colors.sageDark};
    color: ${colors.white};
  }
  &[data-tone='sale'] {
    background: ${colors.danger};
    color: ${colors.white};
  }
  &[data-tone='muted'] {
    background: rgba(255, 255, 255, 0.92);
    color: ${colors.graphite};
  }
`;
