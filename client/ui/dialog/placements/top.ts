import { css, keyframes } from '@emotion/react';
import { colors, mq, radius, shadow, space } from '../../theme';
import type { Placement } from '../Dialog';

const drop = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; }`;

/**
 * Fills a phone's screen and hangs from the top on desktops (search): the panel is a column
 * whose own body scrolls.
 */
export const top: Placement = {
  backdrop: css`
    align-items: flex-start;
    ${mq.desktop} {
      padding: 72px ${space.lg} ${space.xl};
    }
  `,
  panel: css`
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100dvh;
    overflow: hidden;
    padding: ${space.sm} ${space.lg} calc(${space.lg} + env(safe-area-inset-bottom, 0px));
    background: ${colors.milk};
    box-shadow: ${shadow.panel};
    animation: ${drop} 180ms ease-out;
    ${mq.desktop} {
      width: min(720px, 100%);
      height: auto;
      max-height: calc(100dvh - 96px);
      padding: ${space.lg} ${space.xl} ${space.xl};
      border-radius: ${radius.lg};
    }
  `,
};
