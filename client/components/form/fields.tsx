import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/**
 * The shop's form fields (the checkout, the one-click order): labels above large fields; the submit
 * is components/page's Button. A field's text goes inside its <Label>: it is the accessible name.
 */
export const Label = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  min-width: 0;
  font-size: 15px;
  font-weight: 700;
  small {
    color: ${colors.muted};
    font-weight: 600;
  }
`;

const field = `
  width: 100%;
  min-height: 48px;
  padding: 0 14px;
  border: 1px solid ${colors.beigeDark};
  border-radius: 12px;
  background: ${colors.white};
  color: ${colors.graphite};
  font: inherit;
  font-size: 17px;
  font-weight: 400;
  &:focus-visible {
    outline: 2px solid ${colors.sageDark};
    outline-offset: 1px;
    border-color: ${colors.sageDark};
  }
`;

export const Input = styled.input`
  ${field}
`;

export const TextArea = styled.textarea`
  ${field}
  min-height: 84px;
  padding: 12px 14px;
  resize: vertical;
  line-height: 1.4;
`;

export const Select = styled.select`
  ${field}
  appearance: auto;
`;
