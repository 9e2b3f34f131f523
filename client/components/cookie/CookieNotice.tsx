import { useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';
import { modalStore } from '../modal/store';
import { addNotice, closeNotice } from '../notices/store';
import { COOKIE_NOTICE_BUTTON, COOKIE_NOTICE_TEXT, cookieNoticeSeen, markCookieNoticeSeen } from './cookieConsent';

const modalOpen = () => modalStore.current() !== null;
/** The server and hydration never have a modal open. */
const modalOpenOnServer = () => false;

/**
 * The one-time cookie notice (spec §2.10, §4), shown in the notice area after mount, so the server
 * render and hydration never contain it. It stays until the shopper presses 'Хорошо', which stores
 * the flag. It waits while a modal (the promo poster on a first visit) is open, so that on a phone
 * it never covers the modal's buttons; if the page clears all notices, it comes back next visit.
 * The flag is read when the browser is next idle, not in hydration's effects: the first
 * `localStorage` read of a page is a call into the browser's process, which took up to 63 ms
 * (unthrottled) while that process was busy loading the page (docs/decisions/033-main-thread.md).
 * Mount it once, next to <NoticeArea/>; it renders nothing itself.
 */
export function CookieNotice() {
  const waiting = useSyncExternalStore(modalStore.subscribe, modalOpen, modalOpenOnServer);

  useEffect(() => {
    if (waiting) return;
    let id: string | undefined;
    const cancel = whenIdle(() => {
      if (cookieNoticeSeen()) return;
      id = addNotice({
        icon: 'info',
        html: COOKIE_NOTICE_TEXT,
        className: 'cookie-notice',
        buttons: [{ text: COOKIE_NOTICE_BUTTON, click: markCookieNoticeSeen }],
      });
    });
    // StrictMode remounts, layout switches and a modal opening must not leave a copy behind.
    return () => {
      cancel();
      if (id !== undefined) closeNotice(id);
    };
  }, [waiting]);

  return null;
}
