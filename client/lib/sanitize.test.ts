import { describe, expect, it } from 'vitest';
import { isSafeHref, sanitizeHtml } from './sanitize';

describe('sanitizeHtml', () => {
  it('keeps the allowed formatting', () => {
    const html =
      '<h2>Скидки</h2><p>До <b>30%</b> на <strong>боди</strong>, <i>шапки</i> и <em>пледы</em><br><small>до 1 мая</small></p><ul><li><u>раз</u></li><li><s>два</s></li></ul><ol><li><span>три</span></li></ol><h3>a</h3><h4>b</h4>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops script tags together with their content', () => {
    expect(sanitizeHtml('<p>Привет</p><script>alert(1)</script>')).toBe('<p>Привет</p>');
    expect(sanitizeHtml('<SCRIPT SRC=//evil.example/x.js></SCRIPT>текст')).toBe('текст');
  });

  it('survives nested and broken script tags', () => {
    for (const html of [
      '<scr<script>ipt>alert(1)</script>',
      '<<script>script>alert(1)<</script>/script>',
      '<script\n>alert(1)</script\n>',
      '<p>a</p><script>',
    ]) {
      expect(sanitizeHtml(html)).not.toMatch(/<script/i);
    }
  });

  it('drops style and iframe content', () => {
    expect(sanitizeHtml('<style>body{display:none}</style><p>a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<iframe src="https://evil.example">x</iframe><p>a</p>')).toBe('<p>a</p>');
  });

  it('removes javascript: and data: links', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="java\tscript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="&#106;avascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="  javascript:alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="data:image/png;base64,AAAA">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a href>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a href>x</a>');
  });

  it('keeps http(s), mailto, tel and relative links', () => {
    for (const href of [
      'https://shop.example/a?b=1',
      'http://x.example',
      'mailto:hi@shop.example',
      'tel:+79161234567',
      '/shop/',
      'shop/',
      '#top',
      '?QUERY=боди&amp;PAGE=2',
      './a',
      '../b',
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe(`<a href="${href}">x</a>`);
    }
  });

  it('strips event handlers and style attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red">a</p>')).toBe('<p>a</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)>')).toBe('');
    expect(sanitizeHtml('<a href="/x" onmouseover="alert(1)">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('drops svg with its onload handler and content', () => {
    expect(sanitizeHtml('<svg onload=alert(1)><circle r="5"/></svg>после')).toBe('после');
    expect(sanitizeHtml('<svg/onload=alert(1)>после')).toBe('после');
  });

  it('removes tags off the list but keeps their text', () => {
    expect(sanitizeHtml('<div><font color="red">Привет</font></div>')).toBe('Привет');
    expect(sanitizeHtml('<form action="/x"><input name="a"><button>Ок</button></form>')).toBe('Ок');
  });

  it('escapes stray angle brackets and drops comments', () => {
    expect(sanitizeHtml('1 < 2 и 3 > 2')).toBe('1 &lt; 2 и 3 &gt; 2');
    expect(sanitizeHtml('AT&T &amp; <b>x</b>')).toBe('AT&T &amp; <b>x</b>');
    expect(sanitizeHtml('<!-- <script>alert(1)</script> -->ok')).toBe('ok');
  });

  it('cannot be broken out of with quotes in attributes', () => {
    const out = sanitizeHtml('<a href="/x" title=\'"><script>alert(1)</script>\'>x</a>');
    expect(out).not.toMatch(/<script/i);
    expect(out).toContain('title="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('keeps only _blank and _self targets and secures new tabs with noopener', () => {
    expect(sanitizeHtml('<a href="https://x.example" target="_blank">x</a>')).toBe(
      '<a href="https://x.example" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" rel="nofollow" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="nofollow noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="/x" target="_top">x</a>')).toBe('<a href="/x">x</a>');
    expect(sanitizeHtml('<a href="/x" rel="opener evil">x</a>')).toBe('<a href="/x">x</a>');
  });

  it('gives an empty string for nothing', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml(undefined)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('isSafeHref', () => {
  it('accepts web, mail, phone and relative addresses only', () => {
    expect(isSafeHref('https://a.example')).toBe(true);
    expect(isSafeHref('/a:b')).toBe(true);
    expect(isSafeHref('javascript:void(0)')).toBe(false);
    expect(isSafeHref('file:///etc/passwd')).toBe(false);
    expect(isSafeHref('\\\\evil')).toBe(false);
    expect(isSafeHref('')).toBe(false);
  });
});
