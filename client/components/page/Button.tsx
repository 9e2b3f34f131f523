import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/**
 * The shop's button: filled sage (primary) by default, `data-look="secondary"` for the outlined
 * one; 52 px high, `data-size="medium"` for 48 px. Data attributes rather than props, so that
 * nothing unknown reaches the <button>.
 */
export const Button = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 52px;
  padding: 0 28px;
  border: 0;
  border-radius: 26px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font: inherit;
  font-size: 17px;
  font-weight: 800;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${colors.graphite};
  }
  &[data-size='medium'] {
    min-height: 48px;
    padding: 0 24px;
    border-radius: 24px;
    font-size: 16px;
  }
  &[data-look='secondary'] {
    border: 2px solid ${colors.sageDark};
    background: transparent;
    color: ${colors.sageDark};
  }
  &[data-look='secondary']:hover:not(:disabled) {
    background: ${colors.sageLight};
  }
  &:disabled {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 2px solid ${colors.graphite};
    outline-offset: 2px;
  }
`;
