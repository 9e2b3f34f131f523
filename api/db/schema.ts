/**
 * The whole database schema (Drizzle, PostgreSQL), gathered from the domains: each domain keeps its
 * tables in its own `schema.ts`, and this list is what drizzle-kit generates migrations from and what
 * the database handle knows. Integrity lives in the tables: unique keys, foreign keys and CHECKs, so
 * that no code path can store a tree deeper than the menu shows or a negative stock.
 */
export * from '../admin/schema';
export * from '../basket/schema';
export * from '../catalog/schema';
export * from '../certificate/schema';
export * from '../content/schema';
export * from '../coupon/schema';
export * from '../delivery/schema';
export * from '../form/schema';
export * from '../limits/schema';
export * from '../order/schema';
export * from '../outbox/schema';
export * from '../payment/schema';
export * from '../profile/schema';
export * from '../session/schema';
export * from '../shipment/schema';
export * from '../wishlist/schema';
