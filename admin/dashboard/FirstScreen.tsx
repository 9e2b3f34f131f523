import { Loading, usePermissions } from 'react-admin';
import { mayOpen } from '../auth/access';
import type { StaffRole } from '../contract-types';
import { lazyScreen } from '../lazy-screen';

const Dashboard = lazyScreen(() => import('./Dashboard'), 'dashboard');
const PackingDashboard = lazyScreen(() => import('./PackingDashboard'), 'orders');

/**
 * The first screen after sign-in (react-admin's dashboard, «Сводка» in the menu): the money
 * figures for the roles that may read them (shared/contract/admin/areas.ts), and for the
 * warehouse, which may not, the orders waiting for it. In the app's first load, so that the two
 * screens stay chunks of their own and share nothing with it but react-admin.
 */
export function FirstScreen() {
  const { permissions, isPending } = usePermissions<StaffRole>();
  if (isPending) return <Loading />;
  return mayOpen(permissions, 'dashboard') ? <Dashboard /> : <PackingDashboard />;
}
