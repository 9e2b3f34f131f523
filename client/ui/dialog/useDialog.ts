import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { trapTab } from './focusTrap';
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

/** The open dialogs, innermost last: only that one hears Escape and keeps Tab. Browser only. */
const openDialogs: object[] = [];

/**
 * The behaviour every dialog of the shop shares (spec §4): while open the page does not scroll,
 * Tab and Shift+Tab stay inside, Escape closes it, and on closing the focus goes back to what
 * opened it. Returns the ref for the dialog's element. The one place this is written.
 */
export function useDialog<T extends HTMLElement>(behaviour: DialogBehaviour = {}): RefObject<T | null> {
  const { open = true, opening } = behaviour;
  const dialog = useRef<T>(null);

  const onKeyDown = useEffectEvent((event: KeyboardEvent, self: object) => {
    if (openDialogs.at(-1) !== self) return;
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
    openDialogs.push(self);
    lockScroll();
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    focusTarget()?.focus();
    const listener = (event: KeyboardEvent) => onKeyDown(event, self);
    document.addEventListener('keydown', listener);
    return () => {
      document.removeEventListener('keydown', listener);
      openDialogs.splice(openDialogs.indexOf(self), 1);
      unlockScroll();
      // Give the focus back to the opener, unless it has left the page meanwhile.
      if (shouldRestore() && returnTo?.isConnected) returnTo.focus();
    };
  }, [open, opening]);

  return dialog;
}
