import { useEffect, useSyncExternalStore } from 'react';
import { afterPageSettles } from '../../lib/settle';
import { modalStore } from '../modal/store';
import { addToast, closeToast } from '../toasts/store';
import { COOKIE_NOTICE_BUTTON, COOKIE_NOTICE_TEXT, cookieNoticeSeen, markCookieNoticeSeen } from './cookieConsent';

const modalOpen = () => modalStore.current() !== null;
/** The server and hydration never have a modal open. */
const modalOpenOnServer = () => false;

/**
 * The one-time cookie notice (spec §2.10, §4), shown in the notice area after mount, so the server
 * render and hydration never contain it. It stays until the shopper presses 'Хорошо', which stores
 * the flag. It waits while a modal (the promo poster on a first visit) is open, so that on a phone
 * it never covers the modal's buttons; if the page clears all toasts, it comes back next visit.
 * It comes, as the poster does, once the page has loaded and settled (lib/settle.ts): its flag's
 * first `localStorage` read took up to 63 ms (unthrottled) while the browser was busy loading the
 * page, and its first render 70–96 ms at a phone's 4× slowdown (docs/decisions/033-main-thread.md).
 * Mount it once, next to <ToastArea/>; it renders nothing itself.
 */
export function CookieNotice() {
  const waiting = useSyncExternalStore(modalStore.subscribe, modalOpen, modalOpenOnServer);

  useEffect(() => {
    if (waiting) return;
    let id: string | undefined;
    const cancel = afterPageSettles(() => {
      if (cookieNoticeSeen()) return;
      id = addToast({
        icon: 'info',
        html: COOKIE_NOTICE_TEXT,
        className: 'cookie-notice',
        buttons: [{ text: COOKIE_NOTICE_BUTTON, click: markCookieNoticeSeen }],
      });
    });
    // StrictMode remounts, layout switches and a modal opening must not leave a copy behind.
    return () => {
      cancel();
      if (id !== undefined) closeToast(id);
    };
  }, [waiting]);

  return null;
}
