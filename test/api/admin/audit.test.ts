/**
 * The owner reads the audit log (issue 23; docs/decisions/045): newest first, by pages whose `next`
 * names the one after (no OFFSET, no count), filtered by person, object and its id, and Moscow days.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { recordChange } from '../../../api/admin/audit/service';
import { auditLog } from '../../../api/db/schema';
import { auditListDataSchema, AUDIT_PAGE_SIZE } from '../../../shared/contract/admin/audit';
import { useTestApi } from '../../support/database';
import { expectEnvelope, refusalMessage } from '../../support/envelope';
import { addStaff, totpCode } from '../../support/staff';
import { browserAt } from './admin-fixture';

const api = useTestApi({ per: 'file' });

async function prepare() {
  const db = api().db;
  const owner = await addStaff(db, { role: 'owner' });
  const manager = await addStaff(db, { role: 'manager' });
  // 60 changes by the manager to orders 1..60, then one by the owner to a staff member.
  for (let i = 1; i <= 60; i++) {
    await recordChange(db, {
      staff: manager,
      address: '198.51.100.60',
      action: 'order.status',
      object: 'order',
      objectId: i,
      before: { status: 'new' },
      after: { status: 'assembling' },
    });
  }
  await recordChange(db, {
    staff: owner,
    address: null,
    action: 'staff.update',
    object: 'staff',
    objectId: manager.id,
    before: { name: 'А' },
    after: { name: 'Б' },
  });
  const browser = browserAt(api);
  await browser.signInFully(owner.email, owner.password, () => totpCode(owner.secret!));
  return { owner, manager, browser };
}

let prepared: ReturnType<typeof prepare> | undefined;
const fixture = () => (prepared ??= prepare());
const page = async (query: string) => expectEnvelope(await (await fixture()).browser.get(`/audit/${query}`), auditListDataSchema);

describe('the audit log', () => {
  it('comes newest first, a page at a time, each `next` leading to the page after until null', async () => {
    const { owner, manager } = await fixture();
    const first = await page('');
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]).toMatchObject({
      staff: { id: owner.id },
      action: 'staff.update',
      object: 'staff',
      objectId: String(manager.id),
      before: { name: 'А' },
      after: { name: 'Б' },
    });
    expect(first.items[1]).toMatchObject({ staff: { id: manager.id, name: manager.name }, address: '198.51.100.60', objectId: '60' });
    const second = await page(`?after=${first.next}`);
    expect(second.items.map((e) => e.objectId)).toEqual(['11', '10', '9', '8', '7', '6', '5', '4', '3', '2', '1']);
    expect(second.next).toBeNull();
  });

  it('is filtered by person, by object and its id', async () => {
    const { owner, manager } = await fixture();
    expect((await page(`?staffId=${owner.id}`)).items.map((e) => e.action)).toEqual(['staff.update']);
    expect((await page(`?staffId=${manager.id}&object=order&objectId=7`)).items.map((e) => e.objectId)).toEqual(['7']);
    expect((await page('?object=staff')).items).toHaveLength(1);
  });

  it('is filtered by Moscow days, both ends included', async () => {
    await fixture();
    await api()
      .db.update(auditLog)
      .set({ at: sql`'2026-03-01 23:30:00+03'::timestamptz` })
      .where(sql`object = 'order' AND object_id = '1'`);
    await api()
      .db.update(auditLog)
      .set({ at: sql`'2026-03-02 00:30:00+03'::timestamptz` })
      .where(sql`object = 'order' AND object_id = '2'`);
    expect((await page('?from=2026-03-01&to=2026-03-01')).items.map((e) => e.objectId)).toEqual(['1']);
    expect((await page('?from=2026-03-02&to=2026-03-02')).items.map((e) => e.objectId)).toEqual(['2']);
    expect((await page('?to=2026-03-02')).items.map((e) => e.objectId)).toEqual(['2', '1']);
    expect((await page('?from=2026-03-03')).items).toHaveLength(AUDIT_PAGE_SIZE);
  });

  it('refuses a malformed filter in Russian', async () => {
    const { browser } = await fixture();
    expect(refusalMessage(await browser.get('/audit/?from=2026-02-30'), 400)).toBe('Дата «с»: такой даты нет');
    expect(refusalMessage(await browser.get('/audit/?to=1.3.2026'), 400)).toBe('Дата «по»: дата в виде ГГГГ-ММ-ДД');
    expect(refusalMessage(await browser.get('/audit/?after=abc'), 400)).toMatch(/Страница/);
  });
});
