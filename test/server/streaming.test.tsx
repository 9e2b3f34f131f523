import { createEmotionCache } from '../../client/emotion';
import { afterEach, describe, expect, it } from 'vitest';
import { slowPage as page } from './support/slow-page';
import { deferred, openStream, streamApp, TEST_NONCE } from './support/stream-app';

describe('streaming SSR', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it.each(['gzip', 'br'])('sends the shell %s-compressed before the slow part is ready, then the rest', async (encoding) => {
    const slow = deferred<string>();
    const stream = await openStream(
      streamApp(() => page(slow.promise)),
      { 'accept-encoding': encoding },
    );
    closers.push(stream.close);

    expect(stream.headers['content-encoding']).toBe(encoding);
    // The shell got through the compressor while the page is still waiting.
    await stream.waitFor('Загрузка');
    expect(stream.text()).toContain('Шапка');
    expect(stream.text()).not.toContain('Готово');

    slow.resolve('Готово');
    const html = await stream.done;
    expect(html).toContain('Готово');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('puts the shell’s styles in <head> and the later styles before the content that needs them', async () => {
    const slow = deferred<string>();
    const stream = await openStream(streamApp(() => page(slow.promise)));
    closers.push(stream.close);
    await stream.waitFor('Загрузка');
    slow.resolve('Готово');
    const html = await stream.done;

    const styles = [...html.matchAll(/<style data-emotion="css ([^"]+)" nonce="([^"]+)">(.*?)<\/style>/g)];
    expect(styles).toHaveLength(2);
    const [head, later] = styles as [RegExpExecArray, RegExpExecArray];
    expect(head.index).toBeLessThan(html.indexOf('</head>'));
    expect(head[3]).toContain('rgb(0, 120, 0)');
    expect(head[3]).not.toContain('rgb(200, 0, 0)');
    expect(later[3]).toContain('rgb(200, 0, 0)');
    expect(later.index).toBeGreaterThan(html.indexOf('</head>'));
    expect(later.index).toBeLessThan(html.indexOf('Готово'));
    for (const style of styles) expect(style[2]).toBe(TEST_NONCE);
    // Each class the page uses was written exactly once.
    const names = styles.flatMap((s) => s[1]!.split(' '));
    expect(new Set(names).size).toBe(names.length);
  });

  it.each([
    [
      'the Yandex app',
      'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.6099.230 Mobile Safari/537.36 YandexSearch/23.120 YaApp_Android/23.120',
    ],
    [
      'Telegram’s in-app browser',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 Telegram-iOS/10.5',
    ],
  ])('streams the shell to a parent in %s, who is no crawler', async (_name, ua) => {
    const slow = deferred<string>();
    const stream = await openStream(
      streamApp(() => page(slow.promise)),
      { 'user-agent': ua },
    );
    closers.push(stream.close);
    await stream.waitFor('Загрузка');
    expect(stream.text()).not.toContain('Готово');
    slow.resolve('Готово');
    expect(await stream.done).toContain('Готово');
  });

  it('gives a crawler the complete document at once', async () => {
    const slow = deferred<string>();
    const started = Date.now();
    // Time itself is what is tested: the slow part takes 150 ms, and so must the answer's first byte.
    setTimeout(() => slow.resolve('Готово'), 150);
    // Headers arrive only once everything is ready, so the request resolves after the slow part.
    const stream = await openStream(
      streamApp(() => page(slow.promise)),
      {
        'user-agent': 'Mozilla/5.0 (compatible; YandexBot/3.0)',
      },
    );
    closers.push(stream.close);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);

    const html = await stream.done;
    expect(html).toContain('Готово');
    expect(html).not.toContain('Загрузка');
    expect(html).not.toContain('<!--$?-->');
  });

  it('stops waiting after the render timeout and leaves the rest to the client', async () => {
    const never = new Promise<string>(() => {});
    const stream = await openStream(streamApp(() => page(never), 100));
    closers.push(stream.close);
    const html = await stream.done;
    expect(stream.status).toBe(200);
    expect(html).toContain('Шапка');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('gives a crawler the document after the render timeout too', async () => {
    const never = new Promise<string>(() => {});
    const stream = await openStream(
      streamApp(() => page(never), 100),
      { 'user-agent': 'Googlebot/2.1' },
    );
    closers.push(stream.close);
    const html = await stream.done;
    expect(html).toContain('Шапка');
    expect(html.trimEnd()).toMatch(/<\/html>$/);
  });

  it('answers a plain 500 page in Russian when the shell itself fails', async () => {
    function Broken(): never {
      throw new Error('секретная подробность');
    }
    const app = streamApp(() => ({ element: <Broken />, cache: createEmotionCache(TEST_NONCE) }));
    const stream = await openStream(app);
    closers.push(stream.close);
    const html = await stream.done;
    expect(stream.status).toBe(500);
    expect(html).toContain('<html lang="ru">');
    expect(html).toContain('Что-то пошло не так');
    expect(html).not.toContain('секретная подробность');
  });

  it('puts the state into the page escaped, with the nonce', async () => {
    const stream = await openStream(streamApp(() => page(Promise.resolve('Готово'))));
    closers.push(stream.close);
    const html = await stream.done;
    expect(html).toMatch(
      // After the module loader's call (client/module-loader.ts), in the same script.
      new RegExp(`<script nonce="${TEST_NONCE}"[^>]*>[^<]*;window.__TEST_STATE__=\\{"key":"\\\\u003c/script\\\\u003e"\\}</script>`),
    );
  });
});
