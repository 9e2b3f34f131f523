import styled from '@emotion/styled';
import { colors } from '../../theme';

/** The search field and its button, the same in the overlay and on the search page. */
export const SearchField = styled.label`
  flex: 1;
  display: flex;
  align-items: center;
  gap: 8px;
  min-width: 0;
  padding: 0 14px;
  border: 1.5px solid ${colors.beigeDark};
  border-radius: 24px;
  background: ${colors.white};
  color: ${colors.muted};
  &:focus-within {
    border-color: ${colors.sageDark};
  }
  input {
    flex: 1;
    min-width: 0;
    height: 46px;
    border: 0;
    outline: none;
    background: transparent;
    color: ${colors.graphite};
    font: inherit;
    /* 16 px keeps iOS from zooming into the field. */
    font-size: 16px;
  }
`;

export const SearchSubmit = styled.button`
  min-height: 48px;
  padding: 0 20px;
  border: 0;
  border-radius: 24px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font-weight: 800;
  cursor: pointer;
  &:hover {
    background: ${colors.graphite};
  }
`;
