import styled from '@emotion/styled';
import { colors, radius } from './theme';

/**
 * A short word on a coloured pill: an order's status, «Новинка», «−23%», a chosen filters' count. Its tone says
 * what it means; the caller picks the tone, never the colours.
 */
export type BadgeTone = 'sage' | 'soft' | 'sale' | 'wait' | 'off' | 'glass';

export const Badge = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: BadgeTone }>`
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
