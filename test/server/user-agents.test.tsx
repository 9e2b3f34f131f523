import { afterEach, describe, expect, it } from 'vitest';
import { CRAWLERS, PEOPLE } from '../../scripts/bench/user-agents';
import { slowPage as page } from './support/slow-page';
import { deferred, openStream, streamApp } from './support/stream-app';

/**
 * Issue 11 read that the bot test made the Yandex and Telegram in-app browsers wait for the whole
 * page. It does not (isbot 5): these pin, with the strings the phones send, that every person gets
 * the shell at once and the rest as it comes, and only crawlers wait for the whole document.
 */
describe('who gets the streamed page', () => {
  const closers: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it.each(Object.entries(PEOPLE))('%s gets the shell before the slow part is ready', async (_name, ua) => {
    const slow = deferred<string>();
    const stream = await openStream(
      streamApp(() => page(slow.promise)),
      { 'user-agent': ua, 'accept-encoding': 'gzip' },
    );
    closers.push(stream.close);
    await stream.waitFor('Загрузка');
    expect(stream.text()).not.toContain('Готово');
    slow.resolve('Готово');
    expect(await stream.done).toContain('Готово');
  });

  it.each(Object.entries(CRAWLERS))('%s gets the whole document at once, nothing pending', async (_name, ua) => {
    const slow = deferred<string>();
    let resolved = false;
    // Time itself is what is tested: a crawler's status line waits the 100 ms the slow part takes.
    setTimeout(() => {
      resolved = true;
      slow.resolve('Готово');
    }, 100);
    const stream = await openStream(
      streamApp(() => page(slow.promise)),
      { 'user-agent': ua },
    );
    closers.push(stream.close);
    // The status line itself waits for the slow part.
    expect(resolved).toBe(true);
    const html = await stream.done;
    expect(html).toContain('Готово');
    expect(html).not.toContain('Загрузка');
  });
});
