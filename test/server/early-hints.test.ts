import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CRAWLERS, PEOPLE } from '../../scripts/bench/user-agents';
import { createTestShop, TEST_ASSETS, type TestShop } from './support/shop';

const ASSETS = {
  ...TEST_ASSETS,
  entry: '/assets/entry-ABCD1234.js',
  entryImports: ['/assets/chunk-SHARED11.js'],
  pages: { about: ['/assets/chunk-ABOUT111.js', '/assets/chunk-SHARED11.js'] },
};
const FONT = '</fonts/nunito-first-400-normal.woff2>; rel=preload; as=font; type=font/woff2; crossorigin';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

/** What a browser sends when it opens a page. */
const NAVIGATION = { 'user-agent': CHROME_ANDROID, accept: 'text/html', 'sec-fetch-mode': 'navigate' };

interface Answer {
  /** What arrived, in order: 103 hints and the final status. */
  events: { status: number; link?: string }[];
  headers: http.IncomingHttpHeaders;
}

/** The app on a loopback port; one request whose 1xx answers are recorded before the final one. */
async function get(shop: TestShop, path: string, options: { method?: string; headers?: Record<string, string> } = {}) {
  const server = shop.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    return await new Promise<Answer>((resolve, reject) => {
      const events: Answer['events'] = [];
      const headers = { ...NAVIGATION, ...options.headers };
      const req = http.request({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers }, (res) => {
        events.push({ status: res.statusCode! });
        res.resume();
        res.on('end', () => resolve({ events, headers: res.headers }));
      });
      req.on('information', (info) => events.push({ status: info.statusCode, link: String(info.headers.link) }));
      req.on('error', reject);
      req.end();
    });
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('103 Early Hints', () => {
  let shop: TestShop;
  afterEach(() => shop.close());

  it('names the entry, its chunks, the page’s chunks and the font before the 200', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    const { events } = await get(shop, '/o-brende/');
    expect(events.map((e) => e.status)).toEqual([103, 200]);
    const links = events[0]!.link!.split(', ');
    expect(links[0]).toBe(FONT);
    expect(links.slice(1).sort()).toEqual(
      [
        '</assets/entry-ABCD1234.js>; rel=modulepreload',
        '</assets/chunk-SHARED11.js>; rel=modulepreload',
        '</assets/chunk-ABOUT111.js>; rel=modulepreload',
      ].sort(),
    );
  });

  it('still comes first when the page is gzipped', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    const { events, headers } = await get(shop, '/o-brende/', { headers: { 'accept-encoding': 'gzip' } });
    expect(events.map((e) => e.status)).toEqual([103, 200]);
    expect(headers['content-encoding']).toBe('gzip');
  });

  it('comes for a page that is not found too (it loads the same entry and font)', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    const { events } = await get(shop, '/no-such-page/');
    expect(events.map((e) => e.status)).toEqual([103, 404]);
    expect(events[0]!.link).not.toContain('chunk-ABOUT111');
  });

  it('is not sent with EARLY_HINTS=off, the default', async () => {
    shop = await createTestShop({ assets: ASSETS });
    const { events } = await get(shop, '/o-brende/');
    expect(events.map((e) => e.status)).toEqual([200]);
  });

  it('is not sent to a crawler, which waits for the whole page anyway', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    for (const bot of Object.values(CRAWLERS)) {
      const { events } = await get(shop, '/o-brende/', { headers: { 'user-agent': bot } });
      expect(events.map((e) => e.status)).toEqual([200]);
    }
  });

  it('is sent to the phones parents use, in-app browsers of Yandex and Telegram included', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    for (const [name, ua] of Object.entries(PEOPLE)) {
      const { events } = await get(shop, '/o-brende/', { headers: { 'user-agent': ua } });
      expect([name, ...events.map((e) => e.status)]).toEqual([name, 103, 200]);
    }
  });

  it('is not sent to a client that is not opening a page (a script, curl, a link preview)', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    for (const mode of ['cors', 'no-cors', '']) {
      const { events } = await get(shop, '/o-brende/', { headers: { 'sec-fetch-mode': mode } });
      expect(events.map((e) => e.status)).toEqual([200]);
    }
  });

  it('is not sent for HEAD, nor before the 303 that sends a known guest to sign in', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    expect((await get(shop, '/o-brende/', { method: 'HEAD' })).events.map((e) => e.status)).toEqual([200]);
    expect((await get(shop, '/personal/')).events.map((e) => e.status)).toEqual([303]);
  });

  it('is not sent to an HTTP/1.0 client, which must never see a 1xx', async () => {
    shop = await createTestShop({ assets: ASSETS, env: { EARLY_HINTS: 'on' } });
    const server = shop.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.write(`GET /o-brende/ HTTP/1.0\r\nHost: shop.test\r\nUser-Agent: ${CHROME_ANDROID}\r\nSec-Fetch-Mode: navigate\r\n\r\n`);
      const chunks: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      await new Promise((resolve) => socket.on('close', resolve));
      expect(Buffer.concat(chunks).toString('latin1')).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
