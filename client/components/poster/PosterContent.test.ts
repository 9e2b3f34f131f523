import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Poster } from '../../../shared/contract/data';
import { poster } from '../../testing/fixtures';
import { PosterContent } from './PosterContent';

const base: Poster = poster({
  ID: 7,
  NAME: 'Летняя коллекция',
  CONTENT: { PICTURE: '/images/posters/leto.webp', TEXT: '<h2>Лето</h2><p>Скидка <b>20%</b></p><script>alert(1)</script>' },
  LINK: { HREF: '/shop/', TARGET: '_self', TEXT: 'В каталог' },
});

const render = (poster: Poster) => renderToString(createElement(StaticRouter, { location: '/' }, createElement(PosterContent, { poster })));

describe('PosterContent', () => {
  it('shows picture, sanitized text and a link button', () => {
    const html = render(base);
    expect(html).toContain('src="/images/posters/leto.webp"');
    expect(html).toContain('<h2>Лето</h2><p>Скидка <b>20%</b></p>');
    expect(html).not.toContain('<script');
    expect(html).toMatch(/<a[^>]*href="\/shop\/"[^>]*>В каталог<\/a>/);
  });

  it('opens a _blank link with noopener', () => {
    const html = render({ ...base, LINK: { HREF: 'https://example.org/', TARGET: '_blank', TEXT: 'Подробнее' } });
    expect(html).toMatch(/<a[^>]*target="_blank"[^>]*rel="noopener noreferrer"[^>]*>Подробнее<\/a>/);
  });

  it('shows only the picture for TYPE IMAGE, as a link when LINK is set', () => {
    const html = render({ ...base, TYPE: 'IMAGE' });
    expect(html).not.toContain('Лето');
    expect(html).not.toContain('В каталог');
    expect(html).toMatch(/<a[^>]*href="\/shop\/"[^>]*>(<style[^<]*<\/style>)?<img/);
    const bare = render({ ...base, TYPE: 'IMAGE', LINK: null });
    expect(bare).not.toContain('<a');
    expect(bare).toContain('<img');
  });

  it('drops a link whose address is not safe', () => {
    const html = render({ ...base, LINK: { HREF: 'javascript:alert(1)', TARGET: '_self', TEXT: 'Жми' } });
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('Жми');
  });
});
