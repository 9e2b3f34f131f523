export { CookieNotice } from './CookieNotice';
export { COOKIE_NOTICE_KEY, COOKIE_NOTICE_TEXT } from './cookieConsent';
