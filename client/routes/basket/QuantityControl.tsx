import { useId } from 'react';
import styled from '@emotion/styled';
import { colors, radius } from '../../ui/theme';

interface Props {
  quantity: number;
  /** Name of the line, for the buttons' labels. */
  name: string;
  canMinus: boolean;
  canPlus: boolean;
  /** Why + is off, said beside it: «Больше нет в наличии» at the last unit in stock. */
  plusLimit?: string | null;
  busy: boolean;
  onMinus: () => void;
  onPlus: () => void;
}

/**
 * − quantity +. One piece is the least: taking the last one out is the remove button's job. A +
 * greyed out says why under the control, so the shopper does not take it for a broken button.
 */
export function QuantityControl({ quantity, name, canMinus, canPlus, plusLimit, busy, onMinus, onPlus }: Props) {
  const limitId = useId();
  const limit = !canPlus && plusLimit ? plusLimit : null;
  return (
    <Wrap>
      <Box role="group" aria-label={`Количество: ${name}`} aria-busy={busy || undefined} aria-describedby={limit ? limitId : undefined}>
        <Step type="button" aria-label="Уменьшить количество" disabled={!canMinus || busy} onClick={onMinus}>
          −
        </Step>
        <Value aria-live="polite">{quantity}</Value>
        <Step type="button" aria-label="Увеличить количество" disabled={!canPlus || busy} onClick={onPlus}>
          +
        </Step>
      </Box>
      {limit && <Limit id={limitId}>{limit}</Limit>}
    </Wrap>
  );
}

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
`;

const Limit = styled.small`
  color: ${colors.muted};
  font-size: 13px;
  font-weight: 700;
  white-space: nowrap;
`;

const Box = styled.div`
  display: inline-flex;
  align-items: center;
  border: 1px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.white};
`;

const Step = styled.button`
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.round};
  background: transparent;
  color: ${colors.graphite};
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colors.cream};
  }
  &:disabled {
    color: ${colors.beigeDark};
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
    outline-offset: -2px;
  }
`;

const Value = styled.span`
  min-width: 28px;
  text-align: center;
  font-weight: 800;
`;
