import { css, keyframes } from '@emotion/react';
import { colors, shadow, space } from '../../theme';
import type { Placement } from '../Dialog';

const slide = keyframes`from { transform: translateX(-24px); opacity: 0; } to { transform: none; opacity: 1; }`;

/** A drawer from the left edge (the mobile menu). */
export const side: Placement = {
  backdrop: css`
    justify-content: flex-start;
  `,
  panel: css`
    width: min(88vw, 380px);
    height: 100%;
    padding: ${space.sm} ${space.md} calc(${space.xl} + env(safe-area-inset-bottom, 0px));
    background: ${colors.milk};
    box-shadow: ${shadow.panel};
    animation: ${slide} 180ms ease-out;
  `,
};
