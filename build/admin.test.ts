import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { adminManifest } from './admin';
import { adminRows } from './admin-sizes';

const out = (inputs: string[], imports: Array<[string, 'import-statement' | 'dynamic-import']>, entryPoint?: string) => ({
  inputs: Object.fromEntries(inputs.map((i) => [i, { bytesInOutput: 1 }])),
  imports: imports.map(([path, kind]) => ({ path, kind })),
  exports: [],
  bytes: 1,
  ...(entryPoint ? { entryPoint } : {}),
});

/** An admin build: the entry with a shared chunk, a screen with a chunk of its own and the shared one. */
const metafile = {
  inputs: {},
  outputs: {
    'dist/public/admin/assets/admin-AAAA1111.js': out(
      ['admin/main.tsx'],
      [
        ['dist/public/admin/assets/chunk-SHARED11.js', 'import-statement'],
        ['dist/public/admin/assets/chunk-LIST1111.js', 'dynamic-import'],
      ],
      'admin/main.tsx',
    ),
    'dist/public/admin/assets/chunk-SHARED11.js': out(['node_modules/react-admin/index.js'], []),
    'dist/public/admin/assets/chunk-LIST1111.js': out(
      ['admin/staff/StaffList.tsx'],
      [
        ['dist/public/admin/assets/chunk-SHARED11.js', 'import-statement'],
        ['dist/public/admin/assets/chunk-GRID1111.js', 'import-statement'],
      ],
      'admin/staff/StaffList.tsx',
    ),
    'dist/public/admin/assets/chunk-GRID1111.js': out(['node_modules/ra-ui-materialui/list.js'], []),
  },
} as unknown as Metafile;

describe('the admin build (build/admin.ts)', () => {
  const manifest = adminManifest(metafile);

  it("names the entry and what it imports at once, for the shell's script and preloads", () => {
    expect(manifest.entry).toBe('/admin/assets/admin-AAAA1111.js');
    expect(manifest.entryImports).toEqual(['/admin/assets/chunk-SHARED11.js']);
  });

  it("names each lazy screen with the files it loads beyond the entry's", () => {
    expect(manifest.screens).toEqual({
      'admin/staff/StaffList.tsx': ['/admin/assets/chunk-LIST1111.js', '/admin/assets/chunk-GRID1111.js'],
    });
  });

  it("measures the admin's first load and each screen's on top of it, as rows of their own", () => {
    const rows = adminRows(manifest, (page, urls) => ({ page, files: urls.length, bytes: 0, gzip: 0 }));
    expect(rows.map((r) => [r.page, r.files])).toEqual([
      ['admin: (entry)', 2],
      ['admin: staff/StaffList.tsx', 4],
    ]);
  });
});
