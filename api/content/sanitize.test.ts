import { describe, expect, it } from 'vitest';
import { sanitizePosterHtml } from './sanitize';

describe('sanitizePosterHtml', () => {
  it('keeps the formatting a poster uses', () => {
    const html = '<h2>Скидки</h2><p>До <b>30%</b> на <strong>боди</strong><br /><small>до 1 мая</small></p><ul><li>раз</li></ul>';
    expect(sanitizePosterHtml(html)).toBe(html);
  });

  it('drops scripts with their content, event handlers and styles', () => {
    expect(sanitizePosterHtml('<p>Привет</p><script>alert(1)</script>')).toBe('<p>Привет</p>');
    expect(sanitizePosterHtml('<img src="x" onerror="alert(1)"><p onclick="alert(2)" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizePosterHtml('<scr<script>ipt>alert(1)</script>')).not.toMatch(/<script/iu);
    expect(sanitizePosterHtml('<svg><script>alert(1)</script></svg><iframe src="https://evil.example"></iframe>')).toBe('');
  });

  it('keeps no javascript:, data: or protocol-relative link', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,x',
      '//evil.example/',
    ]) {
      expect(sanitizePosterHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>');
    }
  });

  it('keeps the shop’s own and http(s) links; one that opens a tab gets noopener', () => {
    expect(sanitizePosterHtml('<a href="/shop/" target="_self">В каталог</a>')).toBe('<a href="/shop/" target="_self">В каталог</a>');
    expect(sanitizePosterHtml('<a href="https://t.me/shop" target="_blank" rel="opener">TG</a>')).toBe(
      '<a href="https://t.me/shop" target="_blank" rel="noopener noreferrer">TG</a>',
    );
    expect(sanitizePosterHtml('<a href="/x" target="top">x</a>')).toBe('<a href="/x">x</a>');
  });
});
