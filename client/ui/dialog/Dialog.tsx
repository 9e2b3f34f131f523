import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, fonts, layers } from '../theme';
import { useDialog, type DialogBehaviour } from './useDialog';

/**
 * Where a dialog sits and how its panel looks: one of ./placements (sheet, top, side, full).
 * Each is its own module, so a page loads only the placements it opens.
 */
export interface Placement {
  backdrop?: SerializedStyles;
  panel: SerializedStyles;
}

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
      css={placement.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onBackdrop?.();
      }}
    >
      <Panel ref={panel} css={placement.panel} role="dialog" aria-modal="true" aria-label={label} aria-labelledby={labelledBy} tabIndex={-1}>
        {children}
      </Panel>
    </Backdrop>
  );
  return portal ? createPortal(dialog, document.body) : dialog;
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.dialog};
  display: flex;
  justify-content: center;
  background: ${colors.overlay};
  font-family: ${fonts.base};
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
`;
