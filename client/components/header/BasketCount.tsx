import styled from '@emotion/styled';
import { formatPrice } from '../../../shared/format/number';
import { useBasketSummary } from '../../hooks/useBasketSummary';
import { mq, visuallyHiddenCss } from '../../ui/theme';
import { CountBadge } from './CountBadge';

// The basket's figures in their own small components: the basket arrives after hydration on every
// page, and its arrival then re-renders these few elements, not the header's and bottom menu's
// links around them (docs/decisions/033-main-thread.md, round 5).

/** The count on the bottom menu's basket. */
export function BasketCountBadge() {
  return <CountBadge count={useBasketSummary().count} />;
}

/**
 * The header basket link's content. The name comes from the content, «Корзина: 2 шт. на 1 980 р.»:
 * an aria-label that did not hold the visible «2» and «1 980 р.» side by side failed WCAG 2.5.3
 * (axe's label-content-name-mismatch), and a voice user saying what they see would miss the link.
 */
export function HeaderBasketSummary() {
  const basket = useBasketSummary();
  return (
    <>
      <CountBadge count={basket.count} />
      <span className="visually-hidden">{`Корзина: ${basket.count} шт. на `}</span>
      <Total>{formatPrice(basket.total)}</Total>
    </>
  );
}

/** The sum on desktops; phones show the count only, and the sum is still part of the link's name. */
const Total = styled.span`
  margin-left: 8px;
  font-size: 14px;
  font-weight: 700;
  white-space: nowrap;
  ${mq.mobile} {
    ${visuallyHiddenCss}
  }
`;
