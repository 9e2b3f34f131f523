import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { DialogLoading } from '../../ui/dialog/openDialogs';
import { closeSearch, useSearchOpen } from './store';

const SearchOverlay = lazy(() => import('./SearchOverlay'));

/** Mounts the search overlay while it is open; a navigation (Back, a link) closes it. */
export function SearchOverlayRoot() {
  const open = useSearchOpen();
  const { pathname, search } = useLocation();
  const where = pathname + search;
  /** The address the overlay opened on; null while closed. */
  const openedAt = useRef<string | null>(null);

  useEffect(() => {
    if (!open) openedAt.current = null;
    else if (openedAt.current === null) openedAt.current = where;
    else if (openedAt.current !== where) closeSearch();
  }, [open, where]);

  if (!open) return null;
  // Into <body>: the sticky header's backdrop-filter would otherwise be the overlay's frame.
  return createPortal(
    <Suspense fallback={<DialogLoading />}>
      <SearchOverlay onClose={closeSearch} />
    </Suspense>,
    document.body,
  );
}
