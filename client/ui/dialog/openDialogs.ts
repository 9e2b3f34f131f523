import { useEffect, useSyncExternalStore } from 'react';
import { createStore } from '../../lib/store';

/**
 * What is open: every dialog of the shop while it is open (useDialog registers it), innermost
 * last, and a dialog the shopper asked for whose code is still loading (DialogLoading). The one
 * answer the shop's dialogs share: only the innermost hears Escape and keeps Tab, the promo poster
 * waits until nothing is open before it shows, and the toasts make room for an open dialog.
 * Browser only: the server and hydration see nothing open.
 */
const open = createStore<readonly object[]>([]);

/** Counts `self` as open until the answer is called. */
export function holdDialog(self: object = {}): () => void {
  open.set((list) => [...list, self]);
  return () => open.set((list) => list.filter((entry) => entry !== self));
}

/** Whether `self` is the innermost open dialog (the one that hears Escape). */
export const isInnermostDialog = (self: object): boolean => open.get().at(-1) === self;

export const anyDialogOpen = (): boolean => open.get().length > 0;

/**
 * Runs `run` once no dialog is open: at once when none is, else when the last one closes. The
 * answer cancels a run still waiting.
 */
export function whenNoDialogOpen(run: () => void): () => void {
  if (!anyDialogOpen()) {
    run();
    return () => undefined;
  }
  const stop = open.subscribe(() => {
    if (anyDialogOpen()) return;
    stop();
    run();
  });
  return stop;
}

const noneOnServer = () => false;

/** Whether any dialog is open now; false on the server and during hydration. */
export function useAnyDialogOpen(): boolean {
  return useSyncExternalStore(open.subscribe, anyDialogOpen, noneOnServer);
}

/**
 * The Suspense fallback of a dialog loaded on demand (search, menu, lightbox, modal): the shopper
 * asked for it, so it counts as open while its code arrives, and nothing automatic opens meanwhile.
 */
export function DialogLoading() {
  useEffect(() => holdDialog(), []);
  return null;
}
