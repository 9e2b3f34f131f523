import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageData } from '../../hooks/usePageData';
import { readLocal, writeLocal } from '../../lib/storage';
import { loadModalView } from '../modal/ModalRoot';
import { closeModal, modalStore, openModal } from '../modal/store';
import { POSTERS_SHOWN_KEY, choosePoster, parseShownLog, recordShown } from './schedule';

/**
 * The promo poster of the default layout (spec §2.5, §4). Reads the route's posters from the same
 * SWR key the server prefetched, and opens the chosen one in the modal only after mount, so the
 * server render and hydration never include it. The poster's markup (and its HTML sanitizer)
 * loads only when there is a poster to show. Renders nothing itself.
 */
export function PosterModal() {
  const { pathname } = useLocation();
  const { data } = usePageData(pathname);
  const posters = data?.posters;
  const shown = useRef<{ id: number; pathname: string } | null>(null);

  useEffect(() => {
    // A poster belongs to its route: leaving the route closes it. (Not an effect cleanup: those also
    // run on SWR revalidation and StrictMode's remount, and would close a poster just shown.)
    if (shown.current && shown.current.pathname !== pathname) {
      closeModal(shown.current.id);
      shown.current = null;
    }
    // Never cover a modal the shopper opened.
    if (!Array.isArray(posters) || posters.length === 0 || modalStore.current()) return;
    const now = Date.now();
    const log = parseShownLog(readLocal(POSTERS_SHOWN_KEY));
    const poster = choosePoster(posters, pathname, log, now);
    if (!poster) return;
    // The cleanup only cancels an opening still loading: a poster once shown stays (see above).
    let pending = true;
    // The modal's own chunk loads beside the poster's, so the poster opens in one step.
    Promise.all([import('./PosterContent'), loadModalView()]).then(
      ([{ PosterContent }]) => {
        if (!pending || modalStore.current()) return;
        writeLocal(POSTERS_SHOWN_KEY, JSON.stringify(recordShown(log, poster, now)));
        const id = openModal(<PosterContent poster={poster} />, { label: poster.NAME });
        shown.current = { id, pathname };
      },
      // A poster whose code did not load is not recorded as shown: the next page offers it again.
      () => undefined,
    );
    return () => {
      pending = false;
    };
  }, [posters, pathname]);

  return null;
}
