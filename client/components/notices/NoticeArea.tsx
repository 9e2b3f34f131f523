import { lazy, Suspense, useSyncExternalStore } from 'react';
import styled from '@emotion/styled';
import { aboveBottomNav, layers, mq } from '../../ui/theme';
import { getServerNotices, noticeStore } from './store';

// A notice's card and its HTML sanitizer load with the first notice: no page shows one at first.
const NoticeItem = lazy(() => import('./NoticeItem').then((m) => ({ default: m.NoticeItem })));

/** Mobile: a full-width column above the bottom navigation; desktop: a column at the bottom right. */
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
`;

/**
 * The notice area of both layouts (spec §2.5). The region is always rendered, so screen readers
 * know it before anything is announced; its list is empty on the server and during hydration.
 */
export function NoticeArea() {
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.list, getServerNotices);
  return (
    <Area role="status" aria-live="polite" aria-relevant="additions" data-notice-area="">
      <Suspense fallback={null}>
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} />
        ))}
      </Suspense>
    </Area>
  );
}
