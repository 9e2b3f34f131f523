import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/** A block of the basket page beside or below the lines: coupon, gift options, totals. */
export const Panel = styled.section`
  padding: 16px;
  border-radius: 16px;
  background: ${colors.cream};
  h2 {
    margin: 0 0 10px;
    font-size: 17px;
  }
`;
