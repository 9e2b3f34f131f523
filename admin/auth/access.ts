import type { StaffRole } from '../contract-types';

/**
 * What each role may open (issue 23: the owner everything, staff included; the manager orders,
 * customers, catalogue; the warehouse packing and stock). The server checks every call; this only
 * hides what a role cannot do. Resources not named here are open to every signed-in role.
 */
const OWNER_ONLY = new Set(['staff', 'audit']);

export function mayOpen(role: StaffRole | undefined, resource: string | undefined): boolean {
  if (!role) return false;
  if (resource && OWNER_ONLY.has(resource)) return role === 'owner';
  return true;
}
