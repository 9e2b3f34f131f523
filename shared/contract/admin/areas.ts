import type { StaffRole } from './roles';

/**
 * Who may use each part of the back office (issue 23: «the server checks the role on every call;
 * the app hides what a role cannot do»), free of zod: the contract's admin entries take their
 * `staff` list from here, and the admin app hides its screens and buttons by the same lists
 * (admin/auth/access.ts). An area is named after the path of its calls (/admin/customers/… is
 * `customers`); `orders.money` is the part of the orders' calls that moves money.
 * areas.test.ts checks that every admin call's list is its area's.
 *
 * - owner: everything, staff and the audit log included;
 * - manager: orders with their money, customers, the dashboard, the catalogue;
 * - warehouse: orders' packing and shipping only: no money, no customers.
 */
export const ADMIN_AREAS = {
  /** Who is signed in: every role. */
  auth: ['owner', 'manager', 'warehouse'],
  staff: ['owner'],
  audit: ['owner'],
  /** The list, an order's page, status changes, packing slips. */
  orders: ['owner', 'manager', 'warehouse'],
  /** Line edits and refunds. */
  'orders.money': ['owner', 'manager'],
  /** A product's sizes, read to edit an order's lines (the catalogue's screens will join it). */
  offers: ['owner', 'manager'],
  /** Personal data: the list, a customer's page, the staff's note. */
  customers: ['owner', 'manager'],
  /** The catalogue (issue 24): its sections, and its products with their sizes and texts. */
  sections: ['owner', 'manager'],
  products: ['owner', 'manager'],
  /** Marketing (issue 24): coupons, posters and the running banner of the storefront's header. */
  coupons: ['owner', 'manager'],
  posters: ['owner', 'manager'],
  banner: ['owner', 'manager'],
  /** «Сводка»: revenue and best sellers. */
  dashboard: ['owner', 'manager'],
  /** Delivery prices, the free-delivery threshold, pickup points (issue 24). */
  delivery: ['owner', 'manager'],
  /** Gift certificates: codes, balances, the ledger, block and reissue. */
  certificates: ['owner', 'manager'],
  /** Offers out of stock or low, and each offer's threshold: the warehouse's too. */
  'stock-watch': ['owner', 'manager', 'warehouse'],
  /** Stock and prices by CSV: the warehouse its stock only (the service refuses it a price column). */
  'stock-csv': ['owner', 'manager', 'warehouse'],
  /** «Остатки и цены»: every role; the warehouse's changes are stock only (the save refuses its prices). */
  'offer-grid': ['owner', 'manager', 'warehouse'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type AdminArea = keyof typeof ADMIN_AREAS;

/** Whether `role` may use `area`; a name the map does not know is nobody's (a new screen must be named here). */
export function mayUse(role: StaffRole | undefined, area: string): boolean {
  if (!role || !Object.hasOwn(ADMIN_AREAS, area)) return false;
  return (ADMIN_AREAS[area as AdminArea] as readonly StaffRole[]).includes(role);
}
