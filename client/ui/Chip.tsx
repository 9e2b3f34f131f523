import type { InputHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from '../components/link/Link';
import styled from '@emotion/styled';
import { colors, focusRing, hiddenControlCss, radius, space } from './theme';

/**
 * A chip: a small rounded choice. `ChipLink` goes somewhere (a child section, a sort order;
 * `aria-current` marks the one in force); `ChoiceChip` is a size or a filter value whose radio or
 * checkbox is hidden behind the chip.
 */
export function ChipLink({ look = 'outline', ...props }: LinkProps & { look?: 'outline' | 'soft' }) {
  return <AsLink {...props} data-look={look} />;
}

interface ChoiceProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'children'> {
  type: 'radio' | 'checkbox';
  children: ReactNode;
  /** Sold out: struck through, and the label says so to the journeys (`data-sold`). */
  sold?: boolean;
}

export function ChoiceChip({ children, sold = false, ...input }: ChoiceProps) {
  return (
    <Choice data-sold={sold || undefined}>
      <input {...input} />
      <span>{children}</span>
    </Choice>
  );
}

/** Chips in a row that wraps. */
export const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

const chipCss = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${space.xs};
  min-height: 40px;
  padding: 0 ${space.lg};
  border: 1.5px solid ${colors.border};
  border-radius: ${radius.pill};
  background: ${colors.white};
  color: ${colors.graphite};
  font-size: 15px;
  font-weight: 700;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
`;

const AsLink = styled(Link)`
  ${chipCss}
  &:hover {
    border-color: ${colors.sageDark};
  }
  &[data-look='soft'] {
    min-height: 36px;
    padding: 0 14px;
    border-color: transparent;
    background: ${colors.cream};
    font-size: 14px;
  }
  &[aria-current='true'] {
    border-color: ${colors.graphite};
    background: ${colors.graphite};
    color: ${colors.white};
  }
`;

const Choice = styled.label`
  position: relative;
  input {
    ${hiddenControlCss}
  }
  span {
    ${chipCss}
    min-width: 52px;
    min-height: 44px;
    padding: 0 ${space.md};
    border-radius: ${radius.md};
  }
  small {
    color: ${colors.muted};
    font-size: 12px;
    font-weight: 600;
  }
  input:checked + span {
    border-color: ${colors.sageDark};
    background: ${colors.sageLight};
    box-shadow: inset 0 0 0 1px ${colors.sageDark};
  }
  input:focus-visible + span {
    ${focusRing}
  }
  input:disabled + span,
  &[data-sold] span {
    background: ${colors.milk};
    color: ${colors.faint};
    cursor: not-allowed;
  }
  &[data-sold] span {
    text-decoration: line-through;
  }
  &[data-sold] small {
    text-decoration: none;
  }
`;
