import type { BuildSizes, PageSize } from './sizes';

/**
 * The JavaScript budgets (issue 11, docs/decisions/017-javascript-budget.md), in bytes of the
 * files gzipped one by one (level 9), as build/sizes.ts measures them.
 */
export interface Budget {
  gzip: number;
  /** At most this many files (only the entry has a count limit). */
  files?: number;
}

export interface Budgets {
  /** JavaScript before any page: the entry and its static imports. */
  entry: Budget;
  /** Each page's first load: the entry's files and the page's own chunks. */
  page: Budget;
}

const KB = 1024;

/** What issue 11 asks for. */
export const TARGETS: Budgets = { entry: { gzip: 110 * KB, files: 8 }, page: { gzip: 125 * KB } };

/**
 * What `npm run build` enforces: the targets, reached in round 2 (108.4 KB in 2 files before any
 * page, 123.3 KB on the heaviest page; docs/decisions/023-javascript-floor.md). While a target was
 * out of reach this was a ratchet at the size of the day; never raise it without saying why.
 */
export const BUDGETS: Budgets = TARGETS;

/**
 * The back office's own budgets (docs/decisions/046), apart from the storefront's: staff open it on
 * a laptop or a phone, once a day, with react-admin and Material UI. Set at its first build with a
 * little room (319.4 KB gzip before any screen, 356.2 KB with the audit log, the heaviest): a ratchet, not a target.
 * Raised to 336 (a screen 376) KB in issue 24: each resource's words and calls are in the entry (react-admin's menu and
 * data provider reach them), 0.5–1.5 KB a resource; loading a resource's calls with its screen is the fix.
 * Raised to 340 (a screen 380) KB at issue 24's end (337.1 KB): the picture upload's progress goes by
 * XMLHttpRequest in the one HTTP client, and the pictures' and sizes' words grew; the same fix stands.
 */
export const ADMIN_BUDGETS = { entry: { gzip: 340 * KB }, screen: { gzip: 380 * KB } } satisfies Record<string, Budget>;

/** The admin's rows are named 'admin: …' (build/admin-sizes.ts). */
export const ADMIN_ROW = 'admin: ';

/** One budget passed: which row, which measure, how much and the limit. */
export interface Overrun {
  page: string;
  measure: 'gzip' | 'files';
  actual: number;
  limit: number;
}

function check(row: PageSize, budget: Budget): Overrun[] {
  const over: Overrun[] = [];
  if (row.gzip > budget.gzip) over.push({ page: row.page, measure: 'gzip', actual: row.gzip, limit: budget.gzip });
  if (budget.files !== undefined && row.files > budget.files) {
    over.push({ page: row.page, measure: 'files', actual: row.files, limit: budget.files });
  }
  return over;
}

/** Every budget the build passes; empty when it keeps them all. */
export function checkBudgets(sizes: BuildSizes, budgets: Budgets = BUDGETS): Overrun[] {
  return [
    ...check(sizes.entry, budgets.entry),
    ...sizes.pages.flatMap((row) => check(row, budgets.page)),
    ...(sizes.admin ?? []).flatMap((row) => check(row, budgetOf(row.page, budgets))),
  ];
}

/** The budget of a row of the table. */
export function budgetOf(page: string, budgets: Budgets = BUDGETS): Budget {
  if (page === `${ADMIN_ROW}(entry)`) return ADMIN_BUDGETS.entry;
  if (page.startsWith(ADMIN_ROW)) return ADMIN_BUDGETS.screen;
  return page === '(entry)' ? budgets.entry : budgets.page;
}
