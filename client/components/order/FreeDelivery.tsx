import styled from '@emotion/styled';
import type { Basket } from '../../../shared/contract/basket';
import { formatPrice } from '../../../shared/format';
import { colors, radius } from '../../ui/theme';

interface Props {
  delivery: NonNullable<Basket['DELIVERY']>;
  /** Tighter, for the checkout's summary. */
  compact?: boolean;
}

/** How far the goods are from free delivery to a pickup point (spec §9: FREE_FROM). */
export function FreeDelivery({ delivery, compact = false }: Props) {
  const left = Math.max(0, delivery.LEFT_FOR_FREE);
  const from = delivery.FREE_FROM;
  const percent = left > 0 && from > 0 ? Math.min(100, Math.max(0, Math.round(((from - left) / from) * 100))) : 100;
  return (
    <Box data-compact={compact || undefined}>
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
        aria-valuenow={percent}
        aria-valuetext={left > 0 ? `Осталось ${formatPrice(left)}` : 'Доставка бесплатно'}
      >
        <Fill style={{ width: `${percent}%` }} />
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
  &[data-compact] {
    gap: 6px;
    margin-top: -6px;
  }
  &[data-compact] > div {
    height: 6px;
  }
`;

const Track = styled.div`
  height: 8px;
  overflow: hidden;
  border-radius: ${radius.pill};
  background: ${colors.beige};
`;

const Fill = styled.div`
  height: 100%;
  border-radius: ${radius.pill};
  background: ${colors.sage};
  transition: width 300ms ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
