import styled from '@emotion/styled';
import { colors, radius } from '../../ui/theme';

/**
 * A small count on an icon; shows 0 too, so the shopper sees the basket is empty. Not ui/Badge:
 * the header is on every page, and this one bubble is all of a badge it needs.
 */
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
  border-radius: ${radius.pill};
  background: ${colors.sageDark};
  color: ${colors.white};
  font-size: 11px;
  font-weight: 800;
  line-height: 18px;
  text-align: center;
`;
