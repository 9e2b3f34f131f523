import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './support/shop';

const PUBLIC = path.resolve(import.meta.dirname, '../../client/public');

/** Width and height from a PNG's IHDR chunk. */
function pngSize(url: string): string {
  const buf = fs.readFileSync(path.join(PUBLIC, url));
  return `${buf.readUInt32BE(16)}x${buf.readUInt32BE(20)}`;
}

interface Manifest {
  lang: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

const headOf = (html: string) => /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
/** The attributes of each <tag> in `head` whose attributes include all of `having`. */
function tags(head: string, tag: string, having: Record<string, string>): Array<Record<string, string>> {
  return [...head.matchAll(new RegExp(`<${tag} ([^>]*?)/?>`, 'g'))]
    .map((m) => Object.fromEntries([...m[1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1]!, a[2]!])))
    .filter((attrs) => Object.entries(having).every(([k, v]) => attrs[k] === v));
}

describe('the web manifest and the head of every page', () => {
  const shop = useTestShop({}, 'file');

  const manifest = async () => {
    const res = await request(shop().app).get('/manifest.webmanifest');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    return JSON.parse(res.text) as Manifest;
  };

  it('declares icons from 64 to 512 px for any use and maskable, each a file of its stated size', async () => {
    const { lang, icons } = await manifest();
    expect(lang).toBe('ru');
    for (const purpose of ['any', 'maskable']) {
      expect(icons.filter((i) => i.purpose === purpose).map((i) => i.sizes)).toEqual([
        '64x64',
        '128x128',
        '192x192',
        '256x256',
        '384x384',
        '512x512',
      ]);
    }
    for (const icon of icons) expect(pngSize(icon.src), icon.src).toBe(icon.sizes);
  });

  it('gives the page the manifest’s theme colour and links the manifest and its icons', async () => {
    const { theme_color, icons } = await manifest();
    const head = headOf((await request(shop().app).get('/')).text);
    expect(tags(head, 'meta', { name: 'theme-color' })).toEqual([{ name: 'theme-color', content: theme_color }]);
    expect(tags(head, 'link', { rel: 'manifest' })).toEqual([{ rel: 'manifest', href: '/manifest.webmanifest' }]);
    const pngIcons = tags(head, 'link', { rel: 'icon', type: 'image/png' });
    expect(pngIcons.length).toBeGreaterThan(0);
    for (const { href, sizes } of pngIcons) expect(icons).toContainEqual(expect.objectContaining({ src: href, sizes }));
    expect(tags(head, 'link', { rel: 'icon', type: 'image/svg+xml' })).toEqual([
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
    ]);
    expect(tags(head, 'link', { rel: 'apple-touch-icon' })).toEqual([{ rel: 'apple-touch-icon', href: '/icons/icon-180.png' }]);
  });

  it('links an iOS start-up image for each screen, sized for the screen its media query names', async () => {
    const head = headOf((await request(shop().app).get('/')).text);
    const splash = tags(head, 'link', { rel: 'apple-touch-startup-image' });
    expect(splash).toHaveLength(7);
    for (const { href, media } of splash) {
      const [, w, h, ratio] = /device-width: (\d+)px\) and \(device-height: (\d+)px\) and \(-webkit-device-pixel-ratio: (\d)/
        .exec(media!)!
        .map(Number);
      expect(pngSize(href!), href).toBe(`${w! * ratio!}x${h! * ratio!}`);
    }
  });

  it('ships every file the head links, the iOS icon at 180 px', async () => {
    const head = headOf((await request(shop().app).get('/')).text);
    const files = tags(head, 'link', {}).filter((link) => /^(icon|apple-touch-icon|apple-touch-startup-image)$/.test(link.rel!));
    expect(files.length).toBeGreaterThan(9);
    for (const { href } of files) expect(fs.existsSync(path.join(PUBLIC, href!)), href).toBe(true);
    expect(pngSize('/icons/icon-180.png')).toBe('180x180');
  });
});
