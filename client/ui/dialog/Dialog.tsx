import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, fonts, layers, mq, radius, shadow, space } from '../theme';
import { useDialog, type DialogBehaviour } from './useDialog';

/**
 * Where the dialog sits: `sheet` rises from the bottom on phones and is a centred card on
 * desktops (the modal); `top` fills a phone and hangs from the top on desktops (search); `side`
 * is a drawer from the left (the mobile menu); `full` covers the screen in dark (pictures).
 */
export type Placement = 'sheet' | 'top' | 'side' | 'full';

interface Props extends DialogBehaviour {
  placement: Placement;
  /** The dialog's accessible name, or the id of its heading. */
  label?: string;
  labelledBy?: string;
  /** A press that starts on the backdrop (not a text selection dragged out of the panel). */
  onBackdrop?: () => void;
  /** Into <body>: a sticky header's backdrop-filter would otherwise frame a fixed layer. */
  portal?: boolean;
  children: ReactNode;
}

/**
 * The shop's one dialog: a backdrop and a panel with role="dialog", focus kept inside, the page
 * locked and Escape handled by useDialog. Screens style what goes inside, not the frame.
 */
export function Dialog({ placement, label, labelledBy, onBackdrop, portal = false, children, ...behaviour }: Props) {
  const panel = useDialog<HTMLDivElement>(behaviour);
  const dialog = (
    <Backdrop
      data-placement={placement}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onBackdrop?.();
      }}
    >
      <Panel ref={panel} role="dialog" aria-modal="true" aria-label={label} aria-labelledby={labelledBy} tabIndex={-1}>
        {children}
      </Panel>
    </Backdrop>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;
const drop = keyframes`from { opacity: 0; transform: translateY(-12px); } to { opacity: 1; transform: none; }`;
const slide = keyframes`from { transform: translateX(-24px); opacity: 0; } to { transform: none; opacity: 1; }`;

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.dialog};
  display: flex;
  justify-content: center;
  background: ${colors.overlay};
  font-family: ${fonts.base};
  animation: ${fadeIn} 160ms ease-out;
  &[data-placement='sheet'] {
    align-items: flex-end;
    ${mq.desktop} {
      align-items: center;
      padding: ${space.xl};
    }
  }
  &[data-placement='top'] {
    align-items: flex-start;
    ${mq.desktop} {
      padding: 72px ${space.lg} ${space.xl};
    }
  }
  &[data-placement='side'] {
    justify-content: flex-start;
  }
  &[data-placement='full'] {
    background: rgba(24, 23, 21, 0.94);
    color: ${colors.white};
  }
  @media (prefers-reduced-motion: reduce) {
    &,
    & > * {
      animation: none !important;
    }
  }
`;

const Panel = styled.div`
  position: relative;
  overflow-y: auto;
  overscroll-behavior: contain;
  color: ${colors.graphite};
  &:focus {
    outline: none;
  }
  [data-placement='sheet'] > & {
    width: 100%;
    max-height: calc(100dvh - ${space.xl});
    padding: ${space.xl} ${space.lg} calc(${space.xl} + env(safe-area-inset-bottom, 0px));
    border-radius: ${radius.xl} ${radius.xl} 0 0;
    background: ${colors.milk};
    box-shadow: ${shadow.panel};
    animation: ${rise} 200ms ease-out;
    ${mq.desktop} {
      width: auto;
      min-width: 360px;
      max-width: min(640px, 100%);
      max-height: calc(100dvh - 48px);
      padding: ${space.xxl};
      border-radius: ${radius.xl};
    }
  }
  [data-placement='top'] > & {
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
  }
  [data-placement='side'] > & {
    width: min(88vw, 380px);
    height: 100%;
    padding: ${space.sm} ${space.md} calc(${space.xl} + env(safe-area-inset-bottom, 0px));
    background: ${colors.milk};
    box-shadow: ${shadow.panel};
    animation: ${slide} 180ms ease-out;
  }
  [data-placement='full'] > & {
    display: flex;
    flex-direction: column;
    width: 100%;
    height: 100%;
    overflow: hidden;
    color: inherit;
  }
`;
