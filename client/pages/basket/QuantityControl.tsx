import styled from '@emotion/styled';
import { colors, radius } from '../../ui/theme';

interface Props {
  quantity: number;
  /** Name of the line, for the buttons' labels. */
  name: string;
  canMinus: boolean;
  canPlus: boolean;
  busy: boolean;
  onMinus: () => void;
  onPlus: () => void;
}

/** − quantity +. One piece is the least: taking the last one out is the remove button's job. */
export function QuantityControl({ quantity, name, canMinus, canPlus, busy, onMinus, onPlus }: Props) {
  return (
    <Box role="group" aria-label={`Количество: ${name}`} aria-busy={busy || undefined}>
      <Step type="button" aria-label="Уменьшить количество" disabled={!canMinus || busy} onClick={onMinus}>
        −
      </Step>
      <Value aria-live="polite">{quantity}</Value>
      <Step type="button" aria-label="Увеличить количество" disabled={!canPlus || busy} onClick={onPlus}>
        +
      </Step>
    </Box>
  );
}

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
