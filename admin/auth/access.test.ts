import { describe, expect, it } from 'vitest';
import { mayOpen } from './access';

describe('what the app shows each role (admin/auth/access.ts)', () => {
  const screens = ['staff', 'audit', 'orders', 'customers', 'dashboard'];
  const opens = (role: 'owner' | 'manager' | 'warehouse') => screens.filter((screen) => mayOpen(role, screen));

  it('opens everything to the owner, all but staff and the audit log to a manager, only orders to the warehouse', () => {
    expect(opens('owner')).toEqual(screens);
    expect(opens('manager')).toEqual(['orders', 'customers', 'dashboard']);
    expect(opens('warehouse')).toEqual(['orders']);
  });

  it("hides the orders' money from the warehouse, shows the frame to every role and nothing to one signed out", () => {
    expect(mayOpen('warehouse', 'orders.money')).toBe(false);
    expect(mayOpen('manager', 'orders.money')).toBe(true);
    expect(mayOpen('warehouse', undefined)).toBe(true);
    expect(mayOpen(undefined, undefined)).toBe(false);
    expect(mayOpen('owner', 'catalogue')).toBe(false);
  });
});
