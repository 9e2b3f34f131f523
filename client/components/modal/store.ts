import type { ReactNode } from 'react';
import { createStore, isBrowser } from '../../lib/store';

export interface ModalOptions {
  /** The overlay, the close icon and Escape do not close it; only closeModal() does (spec §4). */
  disableClose?: boolean;
  /** Accessible name of the dialog. */
  label?: string;
  /** Called once when this modal closes, however it closes. */
  onClose?: () => void;
}

export interface ModalState {
  id: number;
  content: ReactNode;
  options: ModalOptions;
}

export interface ModalStore {
  current(): ModalState | null;
  subscribe(listener: () => void): () => void;
  open(content: ReactNode, options?: ModalOptions): number;
  close(id?: number): void;
  /** A close asked for by the shopper (overlay, icon, Escape): refused when disableClose is set. */
  dismiss(): boolean;
}

/** One modal at a time: opening another replaces it (its onClose runs). */
export function createModalStore(): ModalStore {
  const store = createStore<ModalState | null>(null);
  let seq = 0;

  function close(id?: number) {
    const state = store.get();
    if (!state || (id !== undefined && state.id !== id)) return;
    store.set(null);
    state.options.onClose?.();
  }

  return {
    current: store.get,
    subscribe: store.subscribe,
    open(content, options = {}) {
      const previous = store.get();
      seq += 1;
      store.set({ id: seq, content, options });
      previous?.options.onClose?.();
      return seq;
    },
    close,
    dismiss() {
      const state = store.get();
      if (!state || state.options.disableClose) return false;
      close(state.id);
      return true;
    },
  };
}

/** The tab's modal. Only touched in the browser: the server never renders one. */
export const modalStore = createModalStore();

/** Opens `content` in the modal (spec §2.10, §4); returns its id for closeModal(id). */
export function openModal(content: ReactNode, options?: ModalOptions): number {
  return isBrowser() ? modalStore.open(content, options) : 0;
}

/** Closes the modal; with an id, only if that one is still open. Works even when disableClose is set. */
export function closeModal(id?: number): void {
  if (isBrowser()) modalStore.close(id);
}

export const getServerModal = (): ModalState | null => null;
