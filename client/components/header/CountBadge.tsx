import styled from '@emotion/styled';
import { colors } from '../../ui/theme';

/** A small count on an icon; shows 0 too, so the shopper sees the basket is empty. */
export function CountBadge({ count }: { count: number }) {
  return <Badge aria-hidden="true">{count > 99 ? '99+' : count}</Badge>;
}

const Badge = styled.span`
  position: absolute;
  top: 4px;
  left: 26px;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: 9px;
  background: ${colors.sageDark};
  color: ${colors.white};
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;
