import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { afterPageSettles } from '../../lib/settle';
import { useAnyDialogOpen } from '../../ui/dialog/openDialogs';
import { aboveBottomNav, layers, mq } from '../../ui/theme';
import { getServerToasts, toastStore } from './store';

/**
 * A toast's card and its HTML sanitizer are not in the first JavaScript (no page shows a toast
 * at first), but they are ready before the first toast: they load at the shopper's first touch,
 * key or focus, or once the page has settled (lib/settle.ts), whichever comes first. Loaded at
 * the first toast instead, «Товар добавлен в корзину» waited ~0.8 s for its code after an api
 * answer of 79 ms.
 */
const loadToastItem = () => import('./ToastItem');
const ToastItem = lazy(() => loadToastItem().then((m) => ({ default: m.ToastItem })));
// What tells an open dialog the room the toasts take: with the card's code, since no toast shows before it.
const ToastRoom = lazy(() => loadToastItem().then((m) => ({ default: m.ToastRoom })));
const FIRST_ACTS = ['pointerdown', 'keydown', 'focusin'] as const;

function usePreloadedToastItem() {
  useEffect(() => {
    // A failed preload is tried again by the first toast itself (React.lazy).
    const load = () => void loadToastItem().catch(() => undefined);
    const cancel = afterPageSettles(load);
    for (const act of FIRST_ACTS) document.addEventListener(act, load, { capture: true, once: true, passive: true });
    return () => {
      cancel();
      for (const act of FIRST_ACTS) document.removeEventListener(act, load, { capture: true });
    };
  }, []);
}

/**
 * Mobile: a full-width column above the bottom navigation; desktop: a column at the bottom right.
 * While a dialog is open, at the top of the screen instead, where the modal leaves room for it
 * (ui/dialog/toastRoom.ts): the one-click form rises from the bottom, and its errors must not hide it.
 */
const Area = styled.div`
  position: fixed;
  z-index: ${layers.toasts};
  left: 12px;
  right: 12px;
  bottom: calc(${aboveBottomNav} + 12px);
  display: flex;
  flex-direction: column;
  gap: 8px;
  pointer-events: none;
  ${mq.desktop} {
    left: auto;
    right: 24px;
    bottom: 24px;
    width: 380px;
  }
  &[data-over-dialog] {
    top: calc(env(safe-area-inset-top, 0px) + 12px);
    bottom: auto;
  }
  ${mq.desktop} {
    &[data-over-dialog] {
      top: 24px;
    }
  }
`;

/**
 * The toast area (the spec's notice area) of both layouts (spec §2.5). The region is always rendered, so screen readers
 * know it before anything is announced; its list is empty on the server and during hydration.
 */
export function ToastArea() {
  const toasts = useSyncExternalStore(toastStore.subscribe, toastStore.list, getServerToasts);
  const overDialog = useAnyDialogOpen();
  usePreloadedToastItem();
  const area = useRef<HTMLDivElement>(null);
  return (
    <Area
      ref={area}
      role="status"
      aria-live="polite"
      aria-relevant="additions"
      data-toast-area=""
      data-over-dialog={overDialog || undefined}
    >
      <Suspense fallback={null}>
        {toasts.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </Suspense>
      {overDialog && (
        <Suspense fallback={null}>
          <ToastRoom area={area} />
        </Suspense>
      )}
    </Area>
  );
}
