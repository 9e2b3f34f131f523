/** The back office's tables, gathered for api/db/schema.ts (its sub-folders' schemas are its own). */
export * from './audit/schema';
export * from './session/schema';
export * from './staff/schema';
