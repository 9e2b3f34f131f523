/**
 * Posters and the running banner in the back office (issue 24) through the api: every field of
 * spec §3 plus dates, HTML sanitized on save (no script, onerror or javascript: link reaches a
 * page), bad input refused in Russian with nothing changed, the audit's before and after, and the
 * storefront's api showing each edit within 5 s (its caches: api/content/routes.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { auditLog, posters, shopInfo } from '../../../api/db/schema';
import type { Db } from '../../../api/db/database';
import { useTestApi } from '../../support/database';
import { refusalMessage } from '../../support/envelope';
import { memberAs } from './orders-fixture';

const api = useTestApi();

const body = (over: Record<string, unknown> = {}) => ({
  name: 'Осенняя распродажа',
  type: 'HTML',
  picture: '/images/posters/autumn.svg',
  text: '<h2>Осень</h2><p>Скидки до <b>30%</b></p>',
  link: { href: '/catalog/', target: '_self', text: 'В каталог' },
  showIn: ['/o-brende/'],
  hideIn: [],
  delayMinutes: 30,
  active: true,
  startsAt: null,
  endsAt: null,
  ...over,
});

const state = async (db: Db) => ({
  posters: await db.select().from(posters).orderBy(asc(posters.id)),
  banner: await db.select({ banner: shopInfo.banner }).from(shopInfo),
  audit: await db.select().from(auditLog),
});

/** The posters the storefront gets for a page, as it asks for them. */
const postersOn = async (path: string) => (await request(api().app).post('/api/data/').send({ path, EXTEND: 'Y' })).body.data.posters;

/** Waits for a condition the storefront's api shows, for at most the 5 s (no fixed sleep). */
const within5s = (check: () => Promise<unknown>) => expect.poll(check, { timeout: 5_000, interval: 200 });

describe('posters in the back office', () => {
  it('are saved with their HTML sanitized: no script, onerror or javascript: link reaches a page', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const dirty =
      '<p onclick="alert(1)">Акция</p><script>alert(2)</script><img src=x onerror="alert(3)"><a href="javascript:alert(4)">тут</a>';
    const res = await owner.post('/posters/', body({ text: dirty }));
    expect(res.status, res.text).toBe(200);
    const { id, text, preview } = res.body.data.poster;
    expect(text).toBe('<p>Акция</p><a>тут</a>');
    expect(preview.CONTENT.TEXT).toBe(text);
    const [row] = await db.select().from(posters).where(eq(posters.id, id));
    expect(row!.text).toBe('<p>Акция</p><a>тут</a>');
    await within5s(async () => JSON.stringify(await postersOn('/o-brende/'))).toContain('Акция');
    expect(JSON.stringify(await postersOn('/o-brende/'))).not.toMatch(/script|onerror|onclick|javascript:/iu);
  });

  it('refuse a poster whose text is all script and that has no picture', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const before = await state(db);
    const res = await owner.post('/posters/', body({ picture: null, text: '<script>alert(1)</script>' }));
    expect(refusalMessage(res, 409)).toBe('После очистки от скриптов и стилей в тексте ничего не осталось');
    expect(await state(db)).toEqual(before);
  });

  it('refuse bad input in Russian and change nothing', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, 'Укажите название плаката'],
      [{ type: 'VIDEO' }, 'Вид плаката: картинка или текст (IMAGE, HTML)'],
      [{ type: 'IMAGE', picture: null }, 'Плакату-картинке нужна картинка'],
      [{ picture: 'https://evil.example/x.png' }, 'Картинка — файл магазина: /images/… или /media/… (svg, png, jpg, webp)'],
      [{ picture: '/images/../../etc/passwd.png' }, 'Картинка — файл магазина: /images/… или /media/… (svg, png, jpg, webp)'],
      [{ link: { href: 'javascript:alert(1)', target: '_self', text: 'x' } }, 'Ссылка — страница магазина (/…) или адрес https://…'],
      [{ link: { href: '//evil.example/', target: '_self', text: 'x' } }, 'Ссылка — страница магазина (/…) или адрес https://…'],
      [{ link: { href: '/catalog/', target: 'top', text: 'x' } }, 'Где открыть ссылку: _self или _blank'],
      [{ showIn: ['catalog'] }, 'Адрес страницы — путь на сайте магазина, например /catalog/ или /personal/*'],
      [{ delayMinutes: -5 }, 'Пауза не может быть отрицательной'],
      [{ delayMinutes: 1.5 }, 'Пауза — целое число минут'],
      [{ startsAt: '2026-12-10T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }, 'Конец показа должен быть позже начала'],
    ];
    const before = await state(db);
    for (const [over, message] of cases) {
      expect(refusalMessage(await owner.post('/posters/', body(over)), 400, JSON.stringify(over))).toBe(message);
    }
    expect(refusalMessage(await owner.post('/posters/999999/', body()), 404)).toBe('Плакат не найден');
    expect(await state(db)).toEqual(before);
  });

  it('show on the pages they name and not on one they hide from, within 5 s of each edit, audited', async () => {
    const { app, db } = api();
    const manager = await memberAs(app, db, 'manager');
    await db.update(posters).set({ active: false });
    const names = async (path: string) => (await postersOn(path)).map((p: { NAME: string }) => p.NAME);
    // Read once, so that the storefront's api holds its copy before the edit.
    expect(await names('/')).toEqual([]);
    const created = await manager.post('/posters/', body({ showIn: [], hideIn: ['/personal/*'] }));
    const id = created.body.data.poster.id as number;
    await within5s(() => names('/')).toEqual(['Осенняя распродажа']);
    expect(await names('/personal/orders/')).toEqual([]);

    const hidden = await manager.post(`/posters/${id}/`, body({ showIn: ['/catalog/*'], hideIn: [] }));
    expect(hidden.status, hidden.text).toBe(200);
    await within5s(() => names('/')).toEqual([]);
    expect(await names('/catalog/devochkam/')).toEqual(['Осенняя распродажа']);

    await manager.post(`/posters/${id}/`, body({ showIn: ['/catalog/*'], startsAt: new Date(Date.now() + 86_400_000).toISOString() }));
    await within5s(() => names('/catalog/devochkam/')).toEqual([]);

    const audit = await db
      .select({ staffId: auditLog.staffId, action: auditLog.action, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.object, 'poster'), eq(auditLog.objectId, String(id))))
      .orderBy(asc(auditLog.id));
    expect(audit).toEqual([
      {
        staffId: manager.id,
        action: 'poster.create',
        before: null,
        after: expect.objectContaining({ hideIn: ['/personal/*'], delayMinutes: 30 }),
      },
      {
        staffId: manager.id,
        action: 'poster.update',
        before: { showIn: [], hideIn: ['/personal/*'] },
        after: { showIn: ['/catalog/*'], hideIn: [] },
      },
      { staffId: manager.id, action: 'poster.update', before: { startsAt: null }, after: { startsAt: expect.any(String) } },
    ]);
  });
});

describe('the running banner', () => {
  it('is changed by a manager, audited, and shown by the storefront within 5 s', async () => {
    const { app, db } = api();
    const manager = await memberAs(app, db, 'manager');
    const banner = async () => (await request(app).get('/api/data/getStaticInfo/')).body.data.BANNER;
    const old = await banner();
    const res = await manager.post('/banner/', { text: '  Новая коллекция уже в продаже  ' });
    expect(res.body.data).toEqual({ text: 'Новая коллекция уже в продаже' });
    await within5s(banner).toBe('Новая коллекция уже в продаже');
    expect((await manager.get('/banner/')).body.data).toEqual({ text: 'Новая коллекция уже в продаже' });
    const rows = await db.select().from(auditLog).where(eq(auditLog.object, 'banner'));
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['banner.update', { text: old }, { text: 'Новая коллекция уже в продаже' }],
    ]);
  });

  it('refuses an empty or two-line text and changes nothing', async () => {
    const { app, db } = api();
    const owner = await memberAs(app, db, 'owner');
    const before = await state(db);
    expect(refusalMessage(await owner.post('/banner/', { text: '   ' }), 400)).toBe('Укажите текст бегущей строки');
    expect(refusalMessage(await owner.post('/banner/', { text: 'раз\nдва' }), 400)).toBe('Бегущая строка — одна строка');
    expect(refusalMessage(await owner.post('/banner/', { text: 'я'.repeat(301) }), 400)).toBe('Бегущая строка — не длиннее 300 символов');
    expect(await state(db)).toEqual(before);
  });
});

describe('marketing and the warehouse', () => {
  it('is none of its business: every poster and banner call is refused and nothing changes', async () => {
    const { app, db } = api();
    const warehouse = await memberAs(app, db, 'warehouse');
    const before = await state(db);
    for (const res of [
      await warehouse.get('/posters/'),
      await warehouse.get('/posters/1/'),
      await warehouse.post('/posters/', body()),
      await warehouse.post('/posters/1/', body()),
      await warehouse.get('/banner/'),
      await warehouse.post('/banner/', { text: 'Склад' }),
    ]) {
      expect(res.status, res.text).toBe(403);
    }
    expect(await state(db)).toEqual(before);
  });
});
