import { useEffect } from 'react';
import { lockScroll, unlockScroll } from '../../lib/scrollLock';

/** Stops the page behind from scrolling while the calling component is mounted (spec §4). */
export function useBodyScrollLock() {
  useEffect(() => {
    lockScroll();
    return unlockScroll;
  }, []);
}
