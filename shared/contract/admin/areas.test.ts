import { describe, expect, it } from 'vitest';
import { splitCallId, type CallSpec } from '../call';
import { calls, type CallId } from '../calls';
import { ADMIN_AREAS, mayUse, type AdminArea } from './areas';
import { STAFF_ROLES } from './roles';

/** The admin calls that name roles (sign-in and sign-out are anyone's), with their lists. */
const roleCalls = (Object.keys(calls) as CallId[]).flatMap((id) => {
  const staff = (calls[id] as CallSpec).staff;
  return staff === undefined || typeof staff === 'string' ? [] : [{ id, staff }];
});

/** /admin/customers/{key}/ → customers. */
const segmentOf = (id: CallId) => splitCallId(id).path.split('/')[2]!;
const areasOf = (id: CallId) =>
  (Object.keys(ADMIN_AREAS) as AdminArea[]).filter((area) => area === segmentOf(id) || area.startsWith(`${segmentOf(id)}.`));

describe("the back office's areas, which the contract's entries and the app both read", () => {
  it("gives every admin call that names roles the list of an area named after the call's path", () => {
    expect(roleCalls.length).toBeGreaterThan(10);
    for (const { id, staff } of roleCalls) {
      const areas = areasOf(id);
      expect(areas.length, `${id}: no area of shared/contract/admin/areas.ts is named after its path`).toBeGreaterThan(0);
      const same = areas.filter((area) => [...ADMIN_AREAS[area]].sort().join() === [...staff].sort().join());
      expect(same, `${id}: its staff [${staff.join(', ')}] is none of ${areas.join(', ')}`).not.toEqual([]);
    }
  });

  it('has no area that no call uses (the app would hide by a list the server no longer checks)', () => {
    const used = new Set(
      roleCalls.flatMap(({ staff }) => Object.entries(ADMIN_AREAS).filter(([, roles]) => roles === staff)).map(([a]) => a),
    );
    expect([...used].sort()).toEqual(Object.keys(ADMIN_AREAS).sort());
  });

  it('keeps customers and money from the warehouse, and staff and the audit log from all but the owner', () => {
    const table = Object.fromEntries(STAFF_ROLES.map((role) => [role, Object.keys(ADMIN_AREAS).filter((area) => mayUse(role, area))]));
    expect(table).toEqual({
      owner: [
        'auth',
        'staff',
        'audit',
        'orders',
        'orders.money',
        'offers',
        'customers',
        'sections',
        'products',
        'coupons',
        'posters',
        'banner',
        'dashboard',
        'delivery',
        'certificates',
        'stock-watch',
        'stock-csv',
        'offer-grid',
      ],
      manager: [
        'auth',
        'orders',
        'orders.money',
        'offers',
        'customers',
        'sections',
        'products',
        'coupons',
        'posters',
        'banner',
        'dashboard',
        'delivery',
        'certificates',
        'stock-watch',
        'stock-csv',
        'offer-grid',
      ],
      warehouse: ['auth', 'orders', 'stock-watch', 'stock-csv', 'offer-grid'],
    });
  });

  it('lets no one into an area it does not know, nor anyone signed out', () => {
    expect(mayUse('owner', 'catalogue')).toBe(false);
    expect(mayUse('owner', 'toString')).toBe(false);
    expect(mayUse(undefined, 'orders')).toBe(false);
  });
});
