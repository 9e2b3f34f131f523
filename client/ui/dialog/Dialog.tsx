import { useEffect, useEffectEvent, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { SerializedStyles } from '@emotion/react';
import styled from '@emotion/styled';
import { colors, fonts, layers } from '../theme';
import { trapTab } from './focusTrap';
import { holdDialog, isInnermostDialog } from './openDialogs';
import { lockScroll, unlockScroll } from './scrollLock';

export interface DialogBehaviour {
  /** Open now (default true, for a dialog that is mounted only while open). */
  open?: boolean;
  /** A new value (the next modal's id) is a new opening: the focus moves into it again. */
  opening?: unknown;
  /** Escape closes the dialog; left out, Escape does nothing (a modal only its code may close). */
  onEscape?: () => void;
  /** Other keys, for the dialog's own use (the lightbox's arrows). */
  onKey?: (event: KeyboardEvent) => void;
  /** What takes the focus on opening; the dialog itself when left out. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Asked on closing; false when a navigation closed it and the new page has the focus. */
  restoreFocus?: () => boolean;
}

/**
 * The behaviour every dialog of the shop shares (spec §4): while open the page does not scroll,
 * Tab and Shift+Tab stay inside, Escape closes it, and on closing the focus goes back to what
 * opened it. Returns the ref for the dialog's element. The one place this is written; while open
 * it counts in openDialogs, what the poster and the toasts ask.
 */
export function useDialog<T extends HTMLElement>(behaviour: DialogBehaviour = {}): RefObject<T | null> {
  const { open = true, opening } = behaviour;
  const dialog = useRef<T>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent, self: object) => {
    if (!isInnermostDialog(self)) return;
    if (event.key === 'Escape') {
      if (!behaviour.onEscape) return;
      event.preventDefault();
      behaviour.onEscape();
    } else if (event.key === 'Tab') {
      if (dialog.current) trapTab(event, dialog.current);
    } else {
      behaviour.onKey?.(event);
    }
  });
  const focusTarget = useEffectEvent(() => behaviour.initialFocus?.current ?? dialog.current);
  const shouldRestore = useEffectEvent(() => behaviour.restoreFocus?.() ?? true);

  useEffect(() => {
    if (!open) return;
    const self = {};
    const release = holdDialog(self);
    lockScroll();
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusTarget()?.focus();
    const listener = (event: KeyboardEvent) => onKeyDown(event, self);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      unlockScroll();
      // Give the focus back to the opener, unless it has left the page meanwhile.
      if (shouldRestore() && returnTo?.isConnected) returnTo.focus();
      // Last: what waits for no dialog (the poster) comes after the focus is back where it was.
      release();
    };
  }, [open, opening]);

  return dialog;
}

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
      <Panel
        ref={panel}
        css={placement.panel}
        role="dialog"
        aria-modal="true"
        aria-label={label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
      >
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
