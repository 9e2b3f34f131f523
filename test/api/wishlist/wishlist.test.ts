import { eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../api/session/token';
import { sessions } from '../../../api/db/schema';
import { blockSchema, wishlistSchema } from '../../../shared/contract';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { useSearchApi } from '../search/search-fixtures';

const api = useSearchApi();
const id = (code: string) => api().fixture.get(code)!;

describe('GET /api/wishlist/', () => {
  it('adds, lists newest first and removes for the browser that holds the cookie', async () => {
    const browser = request.agent(api().app);
    const first = await browser.get('/api/wishlist/').query({ id: id('fx-romper-beige') });
    expect(expectEnvelope(first, wishlistSchema)).toEqual({ ITEMS: [{ ID: id('fx-romper-beige') }] });

    const cookie = first.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\//);
    // SESSION_IDLE_DAYS: the browser keeps it as long as the server would take it.
    expect(cookie).toMatch(/Max-Age=2592000;/);
    expect(cookie).not.toMatch(/Secure/);

    await browser.get('/api/wishlist/').query({ id: id('fx-bodysuit') });
    const list = expectEnvelope(await browser.get('/api/wishlist/'), wishlistSchema);
    expect(list.ITEMS.map((i) => i.ID)).toEqual([id('fx-bodysuit'), id('fx-romper-beige')]);

    const removed = await browser.get('/api/wishlist/').query({ id: id('fx-romper-beige') });
    expect(expectEnvelope(removed, wishlistSchema).ITEMS).toEqual([{ ID: id('fx-bodysuit') }]);
    expect(removed.headers['set-cookie']).toBeUndefined();
    expect(await api().db.$count(sessions)).toBe(1);
  });

  it('keeps one browser’s list from another', async () => {
    await request
      .agent(api().app)
      .get('/api/wishlist/')
      .query({ id: id('fx-romper-beige') });
    const other = await request(api().app).get('/api/wishlist/');
    expect(expectEnvelope(other, wishlistSchema)).toEqual({ ITEMS: [] });
  });

  it('makes no session just to read an empty list', async () => {
    const res = await request(api().app).get('/api/wishlist/');
    expect(expectEnvelope(res, wishlistSchema)).toEqual({ ITEMS: [] });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('stores only the hash of the token', async () => {
    const res = await request(api().app)
      .get('/api/wishlist/')
      .query({ id: id('fx-bodysuit') });
    const token = /^sid=([^;]+)/.exec(res.headers['set-cookie']![0]!)![1]!;
    const rows = await api().db.select().from(sessions);
    expect(rows.map((r) => r.tokenHash)).toEqual([hashSessionToken(token)]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('treats an unknown or malformed token as no session, and replaces it when adding', async () => {
    for (const sid of ['x'.repeat(43), 'short', '%E0%A4%A', "'; DROP TABLE sessions; --"]) {
      const read = await request(api().app).get('/api/wishlist/').set('Cookie', `sid=${sid}`);
      expect(expectEnvelope(read, wishlistSchema)).toEqual({ ITEMS: [] });
    }
    const add = await request(api().app)
      .get('/api/wishlist/')
      .set('Cookie', 'sid=unknown')
      .query({ id: id('fx-bodysuit') });
    expect(add.headers['set-cookie']?.[0]).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
  });

  it('marks the cookie Secure behind an https proxy', async () => {
    const res = await request(api().app)
      .get('/api/wishlist/')
      .set('X-Forwarded-Proto', 'https')
      .query({ id: id('fx-bodysuit') });
    expect(res.headers['set-cookie']?.[0]).toMatch(/; Secure/);
  });

  it('answers 404 for an unknown or inactive product and makes no session', async () => {
    for (const missing of ['999999', String(id('fx-romper-grey'))]) {
      expect(refusalMessage(await request(api().app).get('/api/wishlist/').query({ id: missing }), 404)).toBe('Товар не найден');
    }
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('lets a product taken off sale be removed from the list', async () => {
    const browser = request.agent(api().app);
    await browser.get('/api/wishlist/').query({ id: id('fx-bodysuit') });
    await api().db.execute(sql`UPDATE products SET active = false WHERE id = ${id('fx-bodysuit')}`);
    expect(expectEnvelope(await browser.get('/api/wishlist/'), wishlistSchema).ITEMS).toEqual([]);
    const removed = await browser.get('/api/wishlist/').query({ id: id('fx-bodysuit') });
    expect(removed.status).toBe(200);
    await api().db.execute(sql`UPDATE products SET active = true WHERE id = ${id('fx-bodysuit')}`);
    expect(expectEnvelope(await browser.get('/api/wishlist/'), wishlistSchema).ITEMS).toEqual([]);
  });

  it.each([['abc'], ['-1'], ['1.5'], ['0'], [''], ['1e3'], ['99999999999']])('refuses id=%j with 400', async (bad) => {
    refusalMessage(await request(api().app).get('/api/wishlist/').query({ id: bad }), 400);
    expect(await api().db.$count(sessions)).toBe(0);
  });

  it('refuses a repeated id with 400', async () => {
    refusalMessage(await request(api().app).get('/api/wishlist/?id=1&id=2'), 400);
  });

  it('touches lastSeenAt at most once an hour', async () => {
    const browser = request.agent(api().app);
    await browser.get('/api/wishlist/').query({ id: id('fx-bodysuit') });
    // Two hours ago: past the hour, well within the 30 idle days a session lives.
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await api().db.update(sessions).set({ lastSeenAt: old });
    await browser.get('/api/wishlist/');
    const [touched] = await api().db.select().from(sessions);
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(old.getTime());

    const recent = new Date(Date.now() - 10 * 60 * 1000);
    await api().db.update(sessions).set({ lastSeenAt: recent }).where(eq(sessions.id, touched!.id));
    await browser.get('/api/wishlist/');
    const [kept] = await api().db.select().from(sessions);
    expect(kept!.lastSeenAt.getTime()).toBe(recent.getTime());
  });
});

describe('GET /api/catalog/block/wishlist/', () => {
  it('answers the wishlist as product cards, newest first, up to the limit', async () => {
    const browser = request.agent(api().app);
    for (const code of ['fx-romper-beige', 'fx-bodysuit', 'fx-blanket']) {
      await browser.get('/api/wishlist/').query({ id: id(code) });
    }
    const block = expectEnvelope(await browser.get('/api/catalog/block/wishlist/'), blockSchema);
    expect(block.ITEMS.map((c) => c.CODE)).toEqual(['fx-blanket', 'fx-bodysuit', 'fx-romper-beige']);
    const two = expectEnvelope(await browser.get('/api/catalog/block/wishlist/').query({ limit: '2' }), blockSchema);
    expect(two.ITEMS.map((c) => c.CODE)).toEqual(['fx-blanket', 'fx-bodysuit']);
  });

  it('is empty for a browser without a session, and refuses a bad limit', async () => {
    const res = await request(api().app).get('/api/catalog/block/wishlist/');
    expect(expectEnvelope(res, blockSchema)).toEqual({ ITEMS: [] });
    expect(res.headers['set-cookie']).toBeUndefined();
    for (const limit of ['0', 'abc', '61', '2.5']) {
      refusalMessage(await request(api().app).get('/api/catalog/block/wishlist/').query({ limit }), 400, limit);
    }
  });
});
