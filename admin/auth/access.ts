import { mayUse } from '../../shared/contract/admin/areas';
import type { StaffRole } from '../contract-types';

/**
 * What each role may open: the contract's areas (shared/contract/admin/areas.ts), the lists the
 * server checks every call by, so the app hides exactly what a role would be refused. A resource
 * is its area (`customers`); a button that moves money asks for `orders.money`. No resource: the
 * frame itself (the menu, the dashboard route), open to every signed-in role.
 */
export function mayOpen(role: StaffRole | undefined, resource: string | undefined): boolean {
  if (!role) return false;
  return resource === undefined || mayUse(role, resource);
}
