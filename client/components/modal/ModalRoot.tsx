import { useEffect, useRef, useSyncExternalStore } from 'react';
import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import { trapTab } from '../../lib/focus';
import { lockScroll, unlockScroll } from '../../lib/scrollLock';
import { desktop, fontFamily, layers, palette, radius, shadow } from '../../lib/theme';
import { CloseGlyph } from '../notices/icons';
import { getServerModal, modalStore } from './store';

const fadeIn = keyframes`from { opacity: 0; } to { opacity: 1; }`;
const rise = keyframes`from { opacity: 0; transform: translateY(16px); } to { opacity: 1; transform: none; }`;

/** Mobile: a sheet from the bottom edge; desktop: a centred card. */
const Overlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${layers.modal};
  display: flex;
  align-items: flex-end;
  justify-content: center;
  background: ${palette.overlay};
  animation: ${fadeIn} 160ms ease-out;
  ${desktop} {
    align-items: center;
    padding: 24px;
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Dialog = styled.div`
  position: relative;
  width: 100%;
  max-height: calc(100dvh - 24px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 24px 16px calc(24px + env(safe-area-inset-bottom, 0px));
  background: ${palette.cream};
  color: ${palette.graphite};
  font-family: ${fontFamily};
  border-radius: ${radius} ${radius} 0 0;
  box-shadow: ${shadow};
  animation: ${rise} 200ms ease-out;
  &:focus { outline: none; }
  ${desktop} {
    width: auto;
    min-width: 360px;
    max-width: min(640px, 100%);
    max-height: calc(100dvh - 48px);
    padding: 32px;
    border-radius: ${radius};
  }
  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

const Close = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  z-index: 1;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: 50%;
  background: rgba(251, 248, 243, 0.9);
  color: ${palette.graphite};
  cursor: pointer;
  &:hover { background: ${palette.paper}; }
  &:focus-visible { outline: 2px solid ${palette.sage}; outline-offset: 2px; }
`;

/**
 * The one modal of the page (spec §2.10, §4), opened with openModal(). While open it blocks page
 * scroll, keeps focus inside and closes on Escape, the overlay or the close icon unless disabled.
 * Nothing renders on the server or during hydration.
 */
export function ModalRoot() {
  const modal = useSyncExternalStore(modalStore.subscribe, modalStore.current, getServerModal);
  const dialogRef = useRef<HTMLDivElement>(null);
  const isOpen = modal !== null;
  const modalId = modal?.id;

  useEffect(() => {
    if (!isOpen) return;
    lockScroll();
    return unlockScroll;
  }, [isOpen]);

  useEffect(() => {
    if (modalId === undefined) return;
    const returnTo = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialogRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (modalStore.dismiss()) event.preventDefault();
        return;
      }
      if (dialogRef.current) trapTab(event, dialogRef.current);
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      // Give focus back to what opened the modal, unless it has left the page meanwhile.
      if (returnTo?.isConnected) returnTo.focus();
    };
  }, [modalId]);

  if (!modal) return null;
  const closable = !modal.options.disableClose;
  return (
    <Overlay
      data-modal-overlay=""
      onMouseDown={(event) => {
        // Only a press that starts on the overlay itself closes: not a text selection dragged out.
        if (event.target === event.currentTarget) modalStore.dismiss();
      }}
    >
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-label={modal.options.label} tabIndex={-1}>
        {closable && (
          <Close type="button" aria-label="Закрыть" onClick={() => modalStore.dismiss()}>
            <CloseGlyph size={20} />
          </Close>
        )}
        {modal.content}
      </Dialog>
    </Overlay>
  );
}
