import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { headLinks, splashScreens } from './public-assets';

const PUBLIC = path.join(import.meta.dirname, 'public');
const exists = (url: string) => fs.existsSync(path.join(PUBLIC, url));

/** Width and height from a PNG's IHDR chunk. */
function pngSize(url: string): [number, number] {
  const buf = fs.readFileSync(path.join(PUBLIC, url));
  return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

describe('static files of the document head', () => {
  it('ship every linked file', () => {
    for (const url of Object.values(headLinks)) expect(exists(url), url).toBe(true);
    for (const { href } of splashScreens) expect(exists(href), href).toBe(true);
  });

  it('size each splash image for the screen its media query names', () => {
    for (const { href, media } of splashScreens) {
      const [, w, h, dpr] = /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)/
        .exec(media)!
        .map(Number);
      expect(pngSize(href), href).toEqual([w! * dpr!, h! * dpr!]);
    }
  });

  it('declare in the web manifest icons from 64 to 512 px that exist at their stated size', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, 'manifest.webmanifest'), 'utf8')) as {
      lang: string;
      icons: Array<{ src: string; sizes: string }>;
    };
    expect(manifest.lang).toBe('ru');
    const sizes = new Set(manifest.icons.map((i) => i.sizes));
    for (const s of [64, 128, 192, 256, 384, 512]) expect(sizes.has(`${s}x${s}`)).toBe(true);
    for (const icon of manifest.icons) {
      const [w, h] = pngSize(icon.src);
      expect(`${w}x${h}`, icon.src).toBe(icon.sizes);
    }
  });
});
