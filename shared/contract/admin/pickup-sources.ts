/**
 * Where a pickup point came from, zod-free for the admin app: a carrier's list (issue 25's
 * sync keeps those) or added by hand in the back office (a sync leaves them alone).
 */
export const PICKUP_POINT_SOURCES = ['sandbox', 'cdek', 'manual'] as const;
export type PickupPointSource = (typeof PICKUP_POINT_SOURCES)[number];
