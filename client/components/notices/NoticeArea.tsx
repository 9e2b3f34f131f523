import { lazy, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { NOTICE_ROOM_PROPERTY } from '../../ui/dialog/noticeRoom';
import { useAnyDialogOpen } from '../../ui/dialog/openDialogs';
import { aboveBottomNav, layers, mq } from '../../ui/theme';
import { getServerNotices, noticeStore } from './store';

// A notice's card and its HTML sanitizer load with the first notice: no page shows one at first.
const NoticeItem = lazy(() => import('./NoticeItem').then((m) => ({ default: m.NoticeItem })));

/**
 * Mobile: a full-width column above the bottom navigation; desktop: a column at the bottom right.
 * While a dialog is open, at the top of the screen instead, where the modal leaves room for it
 * (ui/dialog/noticeRoom.ts): the one-click form rises from the bottom, and its errors must not hide it.
 */
const Area = styled.div`
  position: fixed;
  z-index: ${layers.notices};
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
 * The notice area of both layouts (spec §2.5). The region is always rendered, so screen readers
 * know it before anything is announced; its list is empty on the server and during hydration.
 */
export function NoticeArea() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.list, getServerNotices);
  const overDialog = useAnyDialogOpen();
  const area = useRoomOverDialog(overDialog);
  return (
    <Area
      ref={area}
      role="status"
      aria-live="polite"
      aria-relevant="additions"
      data-notice-area=""
      data-over-dialog={overDialog || undefined}
    >
      <Suspense fallback={null}>
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </Suspense>
    </Area>
  );
}

/** While a dialog is open, tells it how much room the notices take at the top (down to their bottom edge). */
function useRoomOverDialog(overDialog: boolean) {
  const area = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = area.current;
    if (!overDialog || !element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const { height, bottom } = element.getBoundingClientRect();
      if (height > 0) root.setProperty(NOTICE_ROOM_PROPERTY, `${Math.ceil(bottom)}px`);
      else root.removeProperty(NOTICE_ROOM_PROPERTY);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(NOTICE_ROOM_PROPERTY);
    };
  }, [overDialog]);
  return area;
}
