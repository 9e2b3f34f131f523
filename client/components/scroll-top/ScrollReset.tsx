import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

// A lazy page may still be loading when the address changes: look for the #hash target a while.
const HASH_WAIT_FRAMES = 60;

/**
 * A new page starts at its top, or at the element its #hash names (the information page's
 * sections). The first render keeps the browser's own position, so a reload stays where it was.
 */
export function ScrollReset() {
  const { pathname, hash } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const id = decodeURIComponent(hash.slice(1));
    if (!id) {
      window.scrollTo(0, 0);
      return;
    }
    let frame = 0;
    let handle = 0;
    const seek = () => {
      const target = document.getElementById(id);
      if (target) target.scrollIntoView();
      else if (++frame < HASH_WAIT_FRAMES) handle = requestAnimationFrame(seek);
    };
    window.scrollTo(0, 0);
    seek();
    return () => cancelAnimationFrame(handle);
  }, [pathname, hash]);

  return null;
}
