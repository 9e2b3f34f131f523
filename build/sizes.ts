import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { BUDGETS, budgetOf, type Budgets } from './budgets';
import type { AssetManifest } from './manifest';

export interface PageSize {
  page: string;
  files: number;
  /** Raw bytes of all JS the page loads first. */
  bytes: number;
  /** The same files gzipped one by one (level 9), as they travel. */
  gzip: number;
}

export interface BuildSizes {
  /** The entry and its static imports, loaded by every page. */
  entry: PageSize;
  pages: PageSize[];
  /** Every JS file of the build once (what a visitor of every page would download at most). */
  total: { files: number; bytes: number; gzip: number };
  /** The back office's rows (build/admin-sizes.ts): their own budgets, outside the storefront's total. */
  admin?: PageSize[];
}

/** Measures sets of files by URL (their basenames in `assetsDir`), each file read and gzipped once. */
export function fileMeasurer(assetsDir: string): (page: string, urls: string[]) => PageSize {
  const cache = new Map<string, { bytes: number; gzip: number }>();
  const sizeOf = (url: string) => {
    let size = cache.get(url);
    if (!size) {
      const buf = fs.readFileSync(path.join(assetsDir, path.posix.basename(url)));
      size = { bytes: buf.length, gzip: zlib.gzipSync(buf, { level: 9 }).length };
      cache.set(url, size);
    }
    return size;
  };
  return (page: string, urls: string[]): PageSize => {
    const unique = [...new Set(urls)];
    const sizes = unique.map(sizeOf);
    return {
      page,
      files: unique.length,
      bytes: sizes.reduce((s, x) => s + x.bytes, 0),
      gzip: sizes.reduce((s, x) => s + x.gzip, 0),
    };
  };
}

/**
 * Sizes of the JavaScript each page loads first: the entry with its static imports plus the
 * page's own chunks from the manifest. `assetsDir` holds the files named by the URLs.
 */
export function measureSizes(manifest: Omit<AssetManifest, 'moduleLoader'>, entryUrls: string[], assetsDir: string): BuildSizes {
  const measure = fileMeasurer(assetsDir);
  const entry = measure('(entry)', entryUrls);
  const pages = Object.entries(manifest.pages).map(([page, urls]) => measure(page, [...entryUrls, ...urls]));
  const allJs = fs.readdirSync(assetsDir).filter((f) => f.endsWith('.js'));
  const all = measure(
    '(all)',
    allJs.map((f) => '/' + f),
  );
  return { entry, pages, total: { files: all.files, bytes: all.bytes, gzip: all.gzip } };
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(7) + ' KB';

/** A short table for the build's output: files, raw and gzip per page, and the budget (files/gzip). */
export function formatSizes(sizes: BuildSizes, budgets: Budgets = BUDGETS): string {
  const rows = [sizes.entry, ...sizes.pages];
  const admin = sizes.admin ?? [];
  const width = Math.max(21, ...[...rows, ...admin].map((r) => r.page.length));
  const limit = (page: string) => {
    const budget = budgetOf(page, budgets);
    return `${budget.files === undefined ? '' : `≤${budget.files} / `}${kb(budget.gzip).trim()}`.padStart(16);
  };
  const line = (name: string, files: number, bytes: number, gzip: number) =>
    `${name.padEnd(width)} ${String(files).padStart(5)} ${kb(bytes)} ${kb(gzip)}`;
  return [
    `${'JS loaded first'.padEnd(width)} ${'files'.padStart(5)} ${'raw'.padStart(10)} ${'gzip -9'.padStart(10)} ${'budget'.padStart(16)}`,
    ...rows.map((r) => `${line(r.page, r.files, r.bytes, r.gzip)} ${limit(r.page)}`),
    line('(all JS of the build)', sizes.total.files, sizes.total.bytes, sizes.total.gzip),
    // The back office: its own budgets, not in the storefront's total (docs/decisions/046).
    ...admin.map((r) => `${line(r.page, r.files, r.bytes, r.gzip)} ${limit(r.page)}`),
  ].join('\n');
}
