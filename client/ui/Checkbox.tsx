import type { InputHTMLAttributes, ReactNode } from 'react';
import styled from '@emotion/styled';
import { colors } from './theme';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The text beside the box; it names the box. */
  children: ReactNode;
  /** Bold text (a filter's own switch), or the small print of a consent. */
  weight?: 'regular' | 'bold' | 'small';
}

/** A checkbox with its text, the whole line tappable; the box is the browser's own, in sage. */
export function Checkbox({ children, weight = 'regular', ...input }: Props) {
  return (
    <Line data-weight={weight}>
      <input type="checkbox" {...input} />
      {children}
    </Line>
  );
}

const Line = styled.label`
  display: flex;
  align-items: center;
  gap: 10px;
  min-height: 40px;
  cursor: pointer;
  input {
    flex: none;
    width: 20px;
    height: 20px;
    margin: 0;
    accent-color: ${colors.sageDark};
  }
  &[data-weight='bold'] {
    font-weight: 700;
  }
  &[data-weight='small'] {
    align-items: start;
    min-height: 0;
    font-size: 14px;
    line-height: 1.4;
  }
  &[data-weight='small'] input {
    margin-top: 1px;
  }
  a {
    color: ${colors.sageDark};
    font-weight: 700;
  }
`;
