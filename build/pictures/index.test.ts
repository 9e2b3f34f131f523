import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { colours } from './colours';
import { allPictureRequests, pictureUrl, renderPicture, writeProductPictures } from './index';
import { kindNames, productKinds } from './kinds';

describe('picture files', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('builds the public URL the catalogue seed uses', () => {
    expect(pictureUrl('bodysuit-short', 'pudrovyy', 1)).toBe('/images/products/bodysuit-short-pudrovyy-1.svg');
  });

  it('writes one file per request, named like its URL, once for duplicates', async () => {
    dir = await mkdtemp(join(tmpdir(), 'pictures-'));
    const written = await writeProductPictures(join(dir, 'images/products'), [
      { kind: 'hat', colour: 'goluboy', view: 1 },
      { kind: 'hat', colour: 'goluboy', view: 3 },
      { kind: 'hat', colour: 'goluboy', view: 1 },
    ]);
    expect(written).toHaveLength(2);
    expect((await readdir(join(dir, 'images/products'))).sort()).toEqual(['hat-goluboy-1.svg', 'hat-goluboy-3.svg']);
    const svg = await readFile(join(dir, 'images/products/hat-goluboy-3.svg'), 'utf8');
    expect(svg).toBe(renderPicture({ kind: 'hat', colour: 'goluboy', view: 3 }));
    expect(join(dir, pictureUrl('hat', 'goluboy', 3))).toBe(written[1]);
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
