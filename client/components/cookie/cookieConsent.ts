import { readLocal, writeLocal } from '../../lib/storage';

/** Spec §2.10: the exact text of the one-time cookie notice. */
export const COOKIE_NOTICE_TEXT = 'Мы используем Cookies файлы, чтобы пользоваться веб-сайтом было удобнее.';
export const COOKIE_NOTICE_BUTTON = 'Хорошо';
/** localStorage flag set once the shopper has acknowledged the notice (spec §4). */
export const COOKIE_NOTICE_KEY = 'cookies:accepted';

export const cookieNoticeSeen = (): boolean => readLocal(COOKIE_NOTICE_KEY) === '1';
export const markCookieNoticeSeen = (): void => writeLocal(COOKIE_NOTICE_KEY, '1');
