import styled from '@emotion/styled';
import { Link } from 'react-router-dom';
import { colors } from '../../ui/theme';

/** A link that looks like the shop's main button. */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: 48px;
  padding: 0 24px;
  border-radius: 24px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font-weight: 800;
  text-decoration: none;
  &:hover {
    background: ${colors.graphite};
  }
`;
