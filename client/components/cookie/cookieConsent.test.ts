import { describe, expect, it } from 'vitest';
import { COOKIE_NOTICE_TEXT, cookieNoticeSeen } from './cookieConsent';

describe('cookie notice', () => {
  it('reads exactly as the spec writes it', () => {
    expect(COOKIE_NOTICE_TEXT).toBe('Мы используем Cookies файлы, чтобы пользоваться веб-сайтом было удобнее.');
  });

  it('counts as not seen where there is no browser storage (server)', () => {
    expect(cookieNoticeSeen()).toBe(false);
  });
});
