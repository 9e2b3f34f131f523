import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { ADMIN_BUDGETS, checkBudgets, type Budgets } from './budgets';
import { overrunReport } from './overrun-report';
import type { BuildSizes } from './sizes';

const KB = 1024;
const budgets: Budgets = { entry: { gzip: 100 * KB, files: 2 }, page: { gzip: 120 * KB } };
const row = (page: string, files: number, gzipKb: number) => ({ page, files, bytes: gzipKb * 3 * KB, gzip: gzipKb * KB });
const sizes = (entry = row('(entry)', 2, 99), home = row('home', 3, 119)): BuildSizes => ({
  entry,
  pages: [home, row('about', 2, 99)],
  total: { files: 4, bytes: 0, gzip: 0 },
});

describe('JavaScript budgets', () => {
  it('pass a build within every budget', () => {
    expect(checkBudgets(sizes(), budgets)).toEqual([]);
  });

  it("name the entry over its gzip budget or its file count, and a page over the page's budget", () => {
    const over = checkBudgets(sizes(row('(entry)', 3, 101), row('home', 4, 121)), budgets);
    expect(over).toEqual([
      { page: '(entry)', measure: 'gzip', actual: 101 * KB, limit: 100 * KB },
      { page: '(entry)', measure: 'files', actual: 3, limit: 2 },
      { page: 'home', measure: 'gzip', actual: 121 * KB, limit: 120 * KB },
    ]);
  });

  it('say what grew: the change since the last build and the biggest own modules of the page', () => {
    const metafile = {
      inputs: {},
      outputs: {
        'dist/public/assets/entry-A.js': {
          inputs: { 'client/entry.tsx': { bytesInOutput: 500 }, 'node_modules/react-dom/x.js': { bytesInOutput: 90_000 } },
        },
        'dist/public/assets/chunk-H.js': {
          inputs: { 'client/routes/home/HomePage.tsx': { bytesInOutput: 4_000 }, 'client/ui/Big.tsx': { bytesInOutput: 9_000 } },
        },
        'dist/public/assets/chunk-O.js': { inputs: { 'client/routes/other/OtherPage.tsx': { bytesInOutput: 50_000 } } },
      },
    } as unknown as Metafile;
    const now = sizes(row('(entry)', 2, 99), row('home', 3, 121));
    const over = checkBudgets(now, budgets);
    const text = overrunReport(over, now, sizes(), metafile, () => ['/assets/entry-A.js', '/assets/chunk-H.js']);
    const lines = text.split('\n');
    expect(lines).toContain('- home: 121.0 KB gzip при бюджете 120.0 KB');
    expect(text).toContain('home: было 119.0 KB gzip в 3 файлах, стало 121.0 KB в 3 (+2.0 KB)');
    // Own modules biggest first; the libraries summed; another page's chunk not counted.
    const own = lines.filter((l) => l.startsWith('  ')).map((l) => l.trim().split(/\s+/).at(-1));
    expect(own).toEqual(['client/ui/Big.tsx', 'client/routes/home/HomePage.tsx', 'client/entry.tsx']);
    expect(text).toContain('библиотеки вместе 87.9 KB');
  });

  it("hold the back office's rows to its own budgets, not the storefront's page budget, and keep them out of the storefront's rows", () => {
    const admin = [row('admin: (entry)', 8, 320), row('admin: staff/StaffList.tsx', 13, 346)];
    expect(checkBudgets({ ...sizes(), admin }, budgets)).toEqual([]);
    const over = (budget: number) => budget / KB + 1;
    const heavy = [
      row('admin: (entry)', 8, over(ADMIN_BUDGETS.entry.gzip)),
      row('admin: audit/AuditList.tsx', 13, over(ADMIN_BUDGETS.screen.gzip)),
    ];
    expect(checkBudgets({ ...sizes(), admin: heavy }, budgets)).toEqual([
      { page: 'admin: (entry)', measure: 'gzip', actual: ADMIN_BUDGETS.entry.gzip + KB, limit: ADMIN_BUDGETS.entry.gzip },
      { page: 'admin: audit/AuditList.tsx', measure: 'gzip', actual: ADMIN_BUDGETS.screen.gzip + KB, limit: ADMIN_BUDGETS.screen.gzip },
    ]);
  });
});
