import { describe, expect, it } from 'vitest';
import { allPictureRequests, colours, kindNames, pictureUrl, productKinds } from './index';

describe('picture names', () => {
  it('builds the public URL the catalogue seed uses', () => {
    expect(pictureUrl('bodysuit-short', 'pudrovyy', 1)).toBe('/images/products/bodysuit-short-pudrovyy-1.svg');
  });
});

describe('allPictureRequests', () => {
  it('asks for every kind in every colour in all four views', () => {
    const all = allPictureRequests();
    expect(all).toHaveLength(productKinds.length * colours.length * 4);
    expect(all).toContainEqual({ kind: 'gift-set', colour: 'seryy_melanzh', view: 4 });
  });
});

describe('kinds and palette', () => {
  it('names every kind in Russian', () => {
    expect(new Set(productKinds).size).toBe(productKinds.length);
    for (const kind of productKinds) expect(kindNames[kind]).toMatch(/^[а-яё -]+$/);
  });

  it('holds the brand colours with unique codes, Russian names and hex values', () => {
    const codes = colours.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of ['molochnyy', 'bezhevyy', 'pudrovyy', 'seryy_melanzh', 'olivkovyy', 'goluboy']) expect(codes).toContain(code);
    for (const c of colours) {
      expect(c.code).toMatch(/^[a-z_]+$/);
      expect(c.name).toMatch(/^[а-яё ]+$/);
      expect(c.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
  });
});
