import { describe, expect, it } from 'vitest';
import { posterSchema } from '../../shared/contract';
import { toPoster } from './poster';
import type { PosterRow } from './queries';

const row: PosterRow = {
  id: 3,
  name: 'Лето',
  type: 'HTML',
  picture: '/images/posters/summer.svg',
  text: '<p>Текст</p>',
  linkHref: '/shop/',
  linkTarget: '_self',
  linkText: 'В каталог',
  showIn: ['/'],
  hideIn: [],
  delayMinutes: 60,
  active: true,
  startsAt: null,
  endsAt: null,
  sort: 100,
};

describe('toPoster', () => {
  it('answers the contract’s Poster', () => {
    const poster = toPoster(row);
    expect(posterSchema.parse(poster)).toEqual(poster);
    expect(poster).toMatchObject({
      ID: 3,
      LINK: { HREF: '/shop/', TARGET: '_self', TEXT: 'В каталог' },
      PARAMS: { SHOW_IN: ['/'], HIDE_IN: [], DELAY: 60 },
    });
  });

  it('answers LINK null when the poster has no link', () => {
    expect(toPoster({ ...row, linkHref: null, linkTarget: null, linkText: null }).LINK).toBeNull();
  });
});
