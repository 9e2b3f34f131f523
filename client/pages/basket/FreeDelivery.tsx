import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatPrice } from '../../../shared/format';
import { colors } from '../../theme';

/** How far the goods are from free delivery to a pickup point (spec §9: from 7 000 р.). */
export function FreeDelivery({ delivery, price }: { delivery: Basket['DELIVERY']; price: number }) {
  const left = delivery.LEFT_FOR_FREE;
  const percent = delivery.FREE_FROM > 0 ? Math.min(100, Math.round((price / delivery.FREE_FROM) * 100)) : 100;
  return (
    <Box>
      <p>
        {left > 0 ? (
          <>
            До бесплатной доставки в пункт выдачи осталось <strong>{formatPrice(left)}</strong>
          </>
        ) : (
          <strong>Доставка в пункт выдачи — бесплатно</strong>
        )}
      </p>
      <Track
        role="progressbar"
        aria-label="До бесплатной доставки"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={left > 0 ? percent : 100}
      >
        <Fill style={{ width: `${left > 0 ? percent : 100}%` }} />
      </Track>
    </Box>
  );
}

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  p {
    margin: 0;
    font-size: 14px;
    line-height: 1.4;
  }
  strong {
    font-weight: 800;
    white-space: nowrap;
  }
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: 4px;
  background: ${colors.beige};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: 4px;
  background: ${colors.sage};
  transition: width 300ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
