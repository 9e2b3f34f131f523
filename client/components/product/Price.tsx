import styled from '@emotion/styled';
import { formatPrice } from '../../../shared/format';
import { colors } from '../../ui/theme';

interface Props {
  price: number;
  oldPrice: number | null;
  /** The product page shows it larger. */
  large?: boolean;
  /** The sizes cost differently and this is the lowest: «от 990 ₽». */
  from?: boolean;
}

/** The price, and the old one crossed out when the product is cheaper now. */
export function Price({ price, oldPrice, large = false, from = false }: Props) {
  const discounted = oldPrice !== null && oldPrice > price;
  return (
    <Line data-large={large || undefined}>
      <Now data-sale={discounted || undefined}>
        {from && 'от '}
        {formatPrice(price)}
      </Now>
      {discounted && (
        <Old>
          <span className="visually-hidden">Старая цена: </span>
          {formatPrice(oldPrice)}
        </Old>
      )}
    </Line>
  );
}

const Line = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
  margin: 0;
  font-size: 16px;
  &[data-large] {
    font-size: 26px;
  }
`;

const Now = styled.strong`
  font-weight: 800;
  white-space: nowrap;
  &[data-sale] {
    color: ${colors.danger};
  }
`;

const Old = styled.del`
  color: ${colors.muted};
  font-size: 0.8em;
  white-space: nowrap;
`;
