import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pictureUrl } from '../../shared/pictures';
import { renderPicture, writeProductPictures } from './index';

describe('picture files', () => {
  let dir = '';
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
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
