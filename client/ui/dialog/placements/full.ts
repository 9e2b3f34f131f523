import { css } from '@emotion/react';
import { colors } from '../../theme';
import type { Placement } from '../Dialog';

/** The whole screen in near-black (pictures). */
export const full: Placement = {
  backdrop: css`
    background: rgba(24, 23, 21, 0.94);
    color: ${colors.white};
  `,
  panel: css`
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100%;
    overflow: hidden;
    color: inherit;
  `,
};
