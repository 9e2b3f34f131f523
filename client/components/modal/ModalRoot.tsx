import { lazy, Suspense, useSyncExternalStore } from 'react';
import { DialogLoading } from '../../ui/dialog/openDialogs';
import { getServerModal, modalStore } from './store';

/** Starts loading the modal's chunk; the poster calls it with its own so both arrive together. */
export const loadModalView = () => import('./ModalView');

const ModalView = lazy(() => loadModalView().then((m) => ({ default: m.ModalView })));

/**
 * The one modal of the page (spec §2.10, §4), opened with openModal(). Nothing renders on the
 * server or during hydration; the Dialog itself loads with the first modal (ModalView).
 */
export function ModalRoot() {
  const modal = useSyncExternalStore(modalStore.subscribe, modalStore.current, getServerModal);
  if (!modal) return null;
  return (
    <Suspense fallback={<DialogLoading />}>
      <ModalView modal={modal} />
    </Suspense>
  );
}
