import { css, keyframes } from '@emotion/react';
import { colors, mq, radius, shadow, space } from '../../theme';
import type { Placement } from '../Dialog';
import { toastRoom } from '../toastRoom';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

/**
 * The modal: rises from the bottom edge on phones, a centred card on desktops; either way below the
 * toasts, which sit at the top while it is open (toastRoom).
 */
export const sheet: Placement = {
  backdrop: css`
    align-items: flex-end;
    animation: ${fadeIn} 160ms ease-out;
    ${mq.desktop} {
      align-items: center;
      padding: calc(${space.xl} + ${toastRoom}) ${space.xl} ${space.xl};
    }
  `,
  panel: css`
    width: 100%;
    max-height: calc(100dvh - ${space.xl} - ${toastRoom});
    padding: ${space.xl} ${space.lg} calc(${space.xl} + env(safe-area-inset-bottom, 0px));
    border-radius: ${radius.xl} ${radius.xl} 0 0;
    background: ${colors.milk};
    box-shadow: ${shadow.panel};
    animation: ${rise} 200ms ease-out;
    ${mq.desktop} {
      width: auto;
      min-width: 360px;
      max-width: min(640px, 100%);
      max-height: calc(100dvh - 48px - ${toastRoom});
      padding: ${space.xxl};
      border-radius: ${radius.xl};
    }
  `,
};
