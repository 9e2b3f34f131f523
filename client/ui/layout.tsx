import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import { Icon, type IconName } from '../components/icon';
import { ButtonLink } from './Button';
import { colors, discCss, mq, radius, space } from './theme';

interface PanelLook {
  /** `cream` a block of the page, `white` a summary with a border, `wait` an order waiting for payment. */
  tone?: 'cream' | 'white' | 'wait';
  /** 16 px padding everywhere (side blocks), instead of 16 px on phones and 24 px on desktops. */
  compact?: boolean;
  /** On desktops it stays in view under the header while the column beside it scrolls. */
  sticky?: boolean;
}

// Props of the look stay out of the DOM; `as` must be left out too, or Emotion forwards it as an attribute.
const look = { shouldForwardProp: (prop: string) => !['tone', 'compact', 'sticky', 'as'].includes(prop) };

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

interface EmptyStateProps {
  icon: IconName;
  title: string;
  children?: ReactNode;
  action?: { to: string; text: string };
}

/** A panel that says there is nothing here yet: an icon, a line of text and where to go next. */
export function EmptyState({ icon, title, children, action }: EmptyStateProps) {
  return (
    <Box as="div">
      <Circle>
        <Icon name={icon} size={34} />
      </Circle>
      <Title>{title}</Title>
      {children && <Text>{children}</Text>}
      {action && <ButtonLink to={action.to}>{action.text}</ButtonLink>}
    </Box>
  );
}

/** A centred column in the middle of the page. */
const Box = styled(Panel)`
  align-items: center;
  gap: ${space.sm};
  max-width: 520px;
  margin: ${space.lg} auto;
  padding: ${space.xxl} 20px;
  text-align: center;
`;

const Circle = styled.div`
  ${discCss(72)}
  background: ${colors.white};
  color: ${colors.sageDark};
`;

const Title = styled.p`
  margin: 8px 0 0;
  font-size: 19px;
  font-weight: 800;
`;

const Text = styled.p`
  margin: 0 0 8px;
  color: ${colors.muted};
`;

const columns = { shouldForwardProp: (prop: string) => !['aside', 'asideFirst', 'as'].includes(prop) };

/**
 * The screen of a main column and a side one (basket, checkout, an order, a listing): one column
 * on phones; on desktops the main column beside an aside of `aside` width (any grid track:
 * `340px`, `minmax(320px, 400px)`), or before it with `asideFirst`.
 */
export const TwoColumns = styled('div', columns)<{ aside: string; asideFirst?: boolean }>`
  display: grid;
  gap: ${space.lg};
  margin-bottom: ${space.xxl};
  ${mq.desktop} {
    grid-template-columns: ${({ aside, asideFirst }) => (asideFirst ? `${aside} minmax(0, 1fr)` : `minmax(0, 1fr) ${aside}`)};
    gap: ${space.xxl};
    align-items: start;
  }
`;

/** The side column: as tall as the row, so that a sticky panel inside it can travel. */
export const Aside = styled.div`
  min-width: 0;
  ${mq.desktop} {
    align-self: stretch;
  }
`;

/** Blocks one under another with the same gap. */
export const Stack = styled('div', { shouldForwardProp: (prop) => prop !== 'gap' && prop !== 'as' })<{ gap?: keyof typeof space }>`
  display: flex;
  flex-direction: column;
  gap: ${({ gap = 'lg' }) => space[gap]};
  min-width: 0;
`;

/**
 * A short word on a coloured pill: an order's status, «Новинка», «−23%», a chosen filters' count. Its tone says
 * what it means; the caller picks the tone, never the colours.
 */
export type BadgeTone = 'sage' | 'soft' | 'sale' | 'wait' | 'off' | 'glass';

export const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'as' })<{ tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 22px;
  padding: 0 8px;
  border-radius: ${radius.pill};
  font-size: 12px;
  font-weight: 800;
  line-height: 1.3;
  white-space: nowrap;
  background: ${({ tone }) => BACKGROUNDS[tone]};
  color: ${({ tone }) => TEXTS[tone]};
`;

const BACKGROUNDS: Record<BadgeTone, string> = {
  sage: colors.sageDark,
  soft: colors.sageLight,
  sale: colors.danger,
  wait: colors.waitLight,
  off: colors.beige,
  glass: 'rgba(255, 255, 255, 0.92)',
};

const TEXTS: Record<BadgeTone, string> = {
  sage: colors.white,
  soft: colors.sageDark,
  sale: colors.white,
  wait: colors.waitDark,
  off: colors.muted,
  glass: colors.graphite,
};

/**
 * A short line of quiet text under or beside something: a hint, a schedule, a pick's details;
 * `danger` for what is wrong (a sold-out line, a coupon that gives nothing, few left).
 */
export const Note = styled('p', { shouldForwardProp: (prop) => prop !== 'tone' && prop !== 'as' })<{ tone?: 'muted' | 'danger' }>`
  margin: 0;
  color: ${({ tone }) => (tone === 'danger' ? colors.danger : colors.muted)};
  font-size: 14px;
  font-weight: ${({ tone }) => (tone === 'danger' ? 700 : 400)};
  line-height: 1.45;
`;
