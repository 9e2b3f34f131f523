// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText, shopAddress } from './copy-text';

const LINK = 'http://shop.test/personal/order/AB12CD/sbp/';

/** The link as the page shows it, in the document. */
function shown(): HTMLElement {
  const code = document.createElement('code');
  code.textContent = LINK;
  document.body.append(code);
  return code;
}

const clipboardOf = (clipboard: Partial<Clipboard> | undefined) =>
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });

afterEach(() => {
  document.body.replaceChildren();
  window.getSelection()?.removeAllRanges();
});

describe('copying the shopper’s link', () => {
  it('puts it on the clipboard, and a second press copies it again and nothing else', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    clipboardOf({ writeText });
    const code = shown();
    expect(await copyText(LINK, code)).toBe('copied');
    expect(await copyText(LINK, code)).toBe('copied');
    expect(writeText.mock.calls).toEqual([[LINK], [LINK]]);
    expect(window.getSelection()?.toString()).toBe('');
  });

  it('selects the link on the page where the browser refuses the clipboard', async () => {
    clipboardOf({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    expect(await copyText(LINK, shown())).toBe('selected');
    expect(window.getSelection()?.toString()).toBe(LINK);
  });

  it('selects the link where there is no Clipboard API (a shop over plain http)', async () => {
    clipboardOf(undefined);
    const code = shown();
    expect(await copyText(LINK, code)).toBe('selected');
    expect(await copyText(LINK, code)).toBe('selected');
    expect(window.getSelection()?.toString()).toBe(LINK);
  });
});

describe('the address a shopper opens', () => {
  it('is the api’s path on the site the back office is served from', () => {
    expect(shopAddress('/personal/order/AB12CD/sbp/', 'https://organic-kids.ru')).toBe(
      'https://organic-kids.ru/personal/order/AB12CD/sbp/',
    );
  });
});
