import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageData } from '../../hooks/usePageData';
import { readLocal, writeLocal } from '../../lib/storage';
import { loadModalView } from '../modal/ModalRoot';
import { closeModal, openModal } from '../modal/store';
import { anyDialogOpen, whenNoDialogOpen } from '../../ui/dialog/openDialogs';
import { POSTERS_SHOWN_KEY, choosePoster, parseShownLog, recordShown } from './schedule';
import type { PictureSize } from './PosterContent';
import { afterPageSettles } from '../../lib/settle';

/**
 * Fetches and decodes the poster's picture before the modal opens, so it opens whole instead of
 * growing as the picture arrives; its size, the shop owner's and unknown to the data, is what the
 * decoded picture says. A picture that fails to load does not keep the poster back.
 */
async function pictureReady(src: string | null): Promise<PictureSize | undefined> {
  if (!src) return undefined;
  const picture = new Image();
  picture.src = src;
  try {
    await picture.decode();
    return picture.naturalWidth > 0 ? { width: picture.naturalWidth, height: picture.naturalHeight } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The promo poster of the default layout (spec §2.5, §4). Reads the route's posters from the same
 * SWR key the server prefetched, and opens the chosen one in the modal only after mount, so the
 * server render and hydration never include it, only once the page has settled (`lib/settle.ts`)
 * and only while no dialog is open (`ui/dialog/openDialogs.ts`). The poster's markup (and its HTML
 * sanitizer) loads only when there is a poster to show. Renders nothing itself.
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
    if (!Array.isArray(posters) || posters.length === 0) return;
    const choose = () => choosePoster(posters, pathname, parseShownLog(readLocal(POSTERS_SHOWN_KEY)), Date.now());
    const poster = choose();
    if (!poster) return;
    // The cleanup only cancels an opening still waiting: a poster once shown stays (see above).
    let pending = true;
    let stopWaiting = () => {};
    // Never over a dialog the shopper opened (search, menu, filters, lightbox, a modal): the poster
    // waits until the last one closes, and asks again once its code has come.
    const whenFree = () => {
      stopWaiting = whenNoDialogOpen(() => {
        open().catch(() => undefined);
      });
    };
    const open = async () => {
      // The modal's own chunk loads beside the poster's and its picture, so the poster opens in one step.
      const [{ PosterContent }, size] = await Promise.all([
        import('./PosterContent'),
        pictureReady(poster.CONTENT.PICTURE),
        loadModalView(),
      ]);
      // A dialog closed by going elsewhere (Enter in the search): the address has changed already,
      // and this page's poster is not for the next one.
      if (!pending || window.location.pathname !== pathname) return;
      if (anyDialogOpen()) return whenFree();
      // The 10 s between posters count from when one shows: meanwhile another tab may have shown one.
      if (choose()?.ID !== poster.ID) return;
      const now = Date.now();
      writeLocal(POSTERS_SHOWN_KEY, JSON.stringify(recordShown(parseShownLog(readLocal(POSTERS_SHOWN_KEY)), poster, now)));
      const id = openModal(<PosterContent poster={poster} size={size} />, { label: poster.NAME });
      shown.current = { id, pathname };
    };
    // A poster whose code did not load is not recorded as shown: the next page offers it again.
    const cancel = afterPageSettles(whenFree);
    return () => {
      pending = false;
      cancel();
      stopWaiting();
    };
  }, [posters, pathname]);

  return null;
}
