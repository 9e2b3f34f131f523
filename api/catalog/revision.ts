import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../db/database';
import { catalogRevision } from './schema';

/**
 * The catalogue's revision (issue 24: the storefront shows a staff edit within 5 s). Every staff
 * write of sections, products, their sizes, prices or pictures goes through `editCatalogue`, in its own
 * transaction; the number is seen only once that transaction commits, so a cache keyed by it never
 * keeps an answer read before the edit under the revision after it. Orders taking stock do not
 * raise it: the listing and the product page reread stock every few seconds anyway.
 */
export async function catalogueChanged(tx: Executor): Promise<void> {
  await tx
    .insert(catalogRevision)
    .values({ id: 1, revision: 1 })
    .onConflictDoUpdate({ target: catalogRevision.id, set: { revision: sql`${catalogRevision.revision} + 1` } });
}

/**
 * A staff edit of the catalogue: `change` and the revision's rise in one transaction, then this
 * process's caches follow at once (the other processes' within a second).
 */
export async function editCatalogue<T>(
  { db, revision }: { db: Db; revision: RevisionWatch },
  change: (tx: Executor) => Promise<T>,
): Promise<T> {
  const result = await db.transaction(async (tx) => {
    const value = await change(tx);
    await catalogueChanged(tx);
    return value;
  });
  await revision.refresh();
  return result;
}

/** The revision as committed now ('0' before the first edit). */
export async function readRevision(db: Executor): Promise<string> {
  const [row] = await db.select({ revision: catalogRevision.revision }).from(catalogRevision);
  return String(row?.revision ?? 0);
}

/** How often an api process looks at the revision: a one-row read, well inside the 5 s. */
const WATCH_MS = 1_000;

export interface RevisionWatch {
  /** The revision last seen; caches put it in their keys. */
  current(): string;
  /** Reads it now (the storefront's question); the process's caches follow at once. */
  refresh(): Promise<string>;
  stop(): void;
}

/**
 * The revision this process's caches key by, read every second in the background: a failed read
 * keeps the last one (the caches' own TTLs still bound what they keep).
 */
export function watchRevision(db: Executor, intervalMs = WATCH_MS): RevisionWatch {
  let seen = '0';
  const refresh = async () => {
    seen = await readRevision(db);
    return seen;
  };
  const timer = setInterval(() => void refresh().catch(() => undefined), intervalMs);
  timer.unref();
  void refresh().catch(() => undefined);
  return { current: () => seen, refresh, stop: () => clearInterval(timer) };
}
