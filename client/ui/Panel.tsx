import styled from '@emotion/styled';
import { colors, mq, radius, space } from './theme';

interface PanelLook {
  /** `cream` a block of the page, `white` a summary with a border, `wait` an order waiting for payment. */
  tone?: 'cream' | 'white' | 'wait';
  /** 16 px padding everywhere (side blocks), instead of 16 px on phones and 24 px on desktops. */
  compact?: boolean;
  /** On desktops it stays in view under the header while the column beside it scrolls. */
  sticky?: boolean;
}

const look = { shouldForwardProp: (prop: string) => !['tone', 'compact', 'sticky'].includes(prop) };

/**
 * A rounded block that holds one part of a screen: the checkout's sections, the basket's coupon,
 * an order's recipient. Its heading (h2, a fieldset's legend, or an h2 in a header beside an
 * action) is styled here. Render it as the
 * element it is: `<Panel as="fieldset">`, `<Panel as="li">`.
 */
export const Panel = styled('section', look)<PanelLook>`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  margin: 0;
  padding: ${space.lg};
  border: 0;
  border-radius: ${radius.xl};
  background: ${({ tone = 'cream' }) => (tone === 'white' ? colors.white : tone === 'wait' ? colors.waitLight : colors.cream)};
  ${({ tone }) => (tone === 'white' ? `border: 1px solid ${colors.border};` : '')}
  ${({ compact }) => (compact ? `border-radius: ${radius.lg};` : `${mq.desktop} { padding: ${space.xl}; }`)}
  ${({ sticky }) => (sticky ? `${mq.desktop} { position: sticky; top: calc(var(--header-height, 60px) + ${space.lg}); }` : '')}
  > h2,
  > legend,
  > header > h2 {
    margin: 0;
    padding: 0;
    font-size: ${({ compact }) => (compact ? '17px' : '19px')};
    font-weight: 800;
    line-height: 1.25;
  }
  /* A heading with an action beside it: «Ваш заказ … Изменить». */
  > header {
    display: flex;
    align-items: baseline;
    justify-content: space-between;
    gap: ${space.md};
  }
  > header a {
    font-weight: 700;
  }
  /* Floated, a legend is an ordinary child: it sits in the gap-spaced column like a heading. */
  > legend {
    float: left;
    width: 100%;
  }
`;
