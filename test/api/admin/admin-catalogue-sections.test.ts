/**
 * The back office's sections (issue 24): the tree, the arrows, moving into another parent, the
 * style, and every refusal (a cycle, a fifth level, a taken code, a section with products or
 * children) in Russian with nothing changed; each change in the audit log with before and after.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, legacyRedirects, products, sections } from '../../../api/db/schema';
import { sectionAdminListSchema, sectionDataSchema, type SectionAdmin } from '../../../shared/contract/admin/sections';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { memberAs } from './orders-fixture';

const api = useTestApi({
  prepare: async ({ app, db }) => ({ manager: await memberAs(app, db, 'manager'), warehouse: await memberAs(app, db, 'warehouse') }),
});

const manager = () => api().fixture.manager;

async function create(body: object): Promise<SectionAdmin> {
  const res = await manager().post('/sections/', body);
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, sectionDataSchema).section;
}

async function tree(): Promise<SectionAdmin[]> {
  const res = await manager().get('/sections/');
  expect(res.status, res.text).toBe(200);
  return expectEnvelope(res, sectionAdminListSchema).items;
}

const childrenOf = async (parentId: number) => (await tree()).filter((s) => s.parentId === parentId).map((s) => s.code);
const tableOf = () => api().db.select().from(sections).orderBy(asc(sections.id));
const auditOf = (id: number) =>
  api()
    .db.select()
    .from(auditLog)
    .where(and(eq(auditLog.object, 'section'), eq(auditLog.objectId, String(id))))
    .orderBy(asc(auditLog.id));

/** A chain root → a → b → c, four levels. */
async function chain() {
  const root = await create({ code: 't-root', name: 'Корень' });
  const a = await create({ code: 't-a', name: 'Уровень 2', parentId: root.id });
  const b = await create({ code: 't-b', name: 'Уровень 3', parentId: a.id });
  const c = await create({ code: 't-c', name: 'Уровень 4', parentId: b.id });
  return { root, a, b, c };
}

describe('sections in the back office', () => {
  it('adds sections last among their siblings, parents before children, and records each with its values', async () => {
    const { root, a, c } = await chain();
    const second = await create({ code: 't-a2', name: 'Второй', parentId: root.id, style: 'capsule' });
    expect(a).toMatchObject({ depth: 2, parentId: root.id, active: true, style: 'plain', products: 0, url: `/shop/${a.id}-t-a-category/` });
    expect(second.style).toBe('capsule');
    expect(await childrenOf(root.id)).toEqual(['t-a', 't-a2']);
    const codes = (await tree()).map((s) => s.code);
    expect(codes.indexOf('t-root')).toBeLessThan(codes.indexOf('t-a'));
    expect(codes.indexOf('t-b')).toBeLessThan(codes.indexOf('t-c'));
    expect(await auditOf(c.id)).toMatchObject([{ action: 'section.create', before: null, after: { code: 't-c', depth: 4 } }]);
  });

  it('moves a section up and down among its siblings by the arrows, and into another parent', async () => {
    const root = await create({ code: 't-root', name: 'Корень' });
    const [x, y, z] = [
      await create({ code: 't-x', name: 'X', parentId: root.id }),
      await create({ code: 't-y', name: 'Y', parentId: root.id }),
      await create({ code: 't-z', name: 'Z', parentId: root.id }),
    ];
    expect((await manager().post(`/sections/${z.id}/move/`, { direction: 'up' })).status).toBe(200);
    expect(await childrenOf(root.id)).toEqual(['t-x', 't-z', 't-y']);
    await manager().post(`/sections/${x.id}/move/`, { direction: 'down' });
    expect(await childrenOf(root.id)).toEqual(['t-z', 't-x', 't-y']);
    // The last one going down stays where it is, and nothing is recorded.
    await manager().post(`/sections/${y.id}/move/`, { direction: 'down' });
    expect(await childrenOf(root.id)).toEqual(['t-z', 't-x', 't-y']);
    expect((await auditOf(y.id)).map((r) => r.action)).toEqual(['section.create']);
    expect((await auditOf(x.id)).at(-1)).toMatchObject({
      action: 'section.move',
      before: { sort: expect.any(Number) },
      after: { sort: 20 },
    });

    const res = await manager().post(`/sections/${y.id}/`, { parentId: x.id });
    expect(res.status, res.text).toBe(200);
    expect(expectEnvelope(res, sectionDataSchema).section).toMatchObject({ parentId: x.id, depth: 3 });
    expect(await childrenOf(root.id)).toEqual(['t-z', 't-x']);
    expect((await auditOf(y.id)).at(-1)).toMatchObject({
      action: 'section.update',
      before: { parentId: root.id, depth: 2 },
      after: { parentId: x.id, depth: 3 },
    });
  });

  it('refuses a cycle, a fifth level and a taken code in Russian, and changes nothing', async () => {
    const { root, a, b, c } = await chain();
    const before = await tableOf();
    const cycle = await manager().post(`/sections/${a.id}/`, { parentId: c.id });
    expect(refusalMessage(cycle, 409)).toBe('Раздел нельзя вложить в самого себя или в свой подраздел');
    const self = await manager().post(`/sections/${a.id}/`, { parentId: a.id });
    expect(refusalMessage(self, 409)).toBe('Раздел нельзя вложить в самого себя или в свой подраздел');
    expect(refusalMessage(await manager().post('/sections/', { code: 't-d', name: 'Пятый', parentId: c.id }), 409)).toBe(
      'Разделы вкладываются не глубже 4 уровней',
    );
    // b with its child c under a sibling of a (depth 2) would reach level five.
    const side = await create({ code: 't-side', name: 'Сбоку', parentId: root.id });
    const deep = await manager().post(`/sections/${b.id}/`, {
      parentId: (await create({ code: 't-side2', name: 'Глубже', parentId: side.id })).id,
    });
    expect(refusalMessage(deep, 409)).toBe('Разделы вкладываются не глубже 4 уровней');
    expect(refusalMessage(await manager().post('/sections/', { code: 't-a', name: 'Двойник' }), 409)).toBe('Такой код раздела уже есть');
    expect(refusalMessage(await manager().post(`/sections/${b.id}/`, { code: 't-a' }), 409)).toBe('Такой код раздела уже есть');
    expect(refusalMessage(await manager().post('/sections/', { code: 'Плохой код', name: 'Х' }), 400)).toBe(
      'Код раздела: строчные латинские буквы, цифры, - и _, первая — буква или цифра',
    );
    const after = (await tableOf()).filter((s) => !['t-side', 't-side2'].includes(s.code));
    expect(after).toEqual(before);
  });

  it('deletes an empty section, and refuses one with products or children', async () => {
    const { a, c } = await chain();
    const [product] = await api().db.select({ id: products.id, sectionId: products.sectionId }).from(products).limit(1);
    expect(refusalMessage(await manager().post(`/sections/${product!.sectionId}/delete/`), 409)).toBe(
      'В разделе есть товары: перенесите их в другой раздел или отключите раздел',
    );
    expect(refusalMessage(await manager().post(`/sections/${a.id}/delete/`), 409)).toBe(
      'В разделе есть подразделы: сначала перенесите или удалите их',
    );
    const res = await manager().post(`/sections/${c.id}/delete/`);
    expect(res.status, res.text).toBe(200);
    expect(expectEnvelope(res, sectionAdminListSchema).items.map((s) => s.code)).not.toContain('t-c');
    expect((await auditOf(c.id)).at(-1)).toMatchObject({ action: 'section.delete', before: { code: 't-c' }, after: null });
  });

  it('keeps the old address as a 301 when the code changes, through a chain of two, and back without a loop', async () => {
    const s = await create({ code: 't-one', name: 'Раздел' });
    const at = (code: string) => `/shop/${s.id}-${code}-category/`;
    const redirects = async () =>
      Object.fromEntries(
        (await api().db.select().from(legacyRedirects))
          .filter((r) => r.fromPath.startsWith(`/shop/${s.id}-`))
          .map((r) => [r.fromPath, r.toPath]),
      );
    await manager().post(`/sections/${s.id}/`, { code: 't-two' });
    expect(await redirects()).toEqual({ [at('t-one')]: at('t-two') });
    await manager().post(`/sections/${s.id}/`, { code: 't-three' });
    expect(await redirects()).toEqual({ [at('t-one')]: at('t-three'), [at('t-two')]: at('t-three') });
    await manager().post(`/sections/${s.id}/`, { code: 't-one' });
    expect(await redirects()).toEqual({ [at('t-two')]: at('t-one'), [at('t-three')]: at('t-one') });
    expect((await auditOf(s.id)).at(-1)).toMatchObject({ before: { code: 't-three' }, after: { code: 't-one' } });
  });

  it('is the owner’s and managers’: the warehouse can neither read nor change sections', async () => {
    expect((await api().fixture.warehouse.get('/sections/')).status).toBe(403);
    expect((await api().fixture.warehouse.post('/sections/', { code: 't-w', name: 'Склад' })).status).toBe(403);
    expect((await tableOf()).map((s) => s.code)).not.toContain('t-w');
  });
});
