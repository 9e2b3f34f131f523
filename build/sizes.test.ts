import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { formatSizes, measureSizes } from './sizes';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sizes-test-'));
const files: Record<string, string> = {
  'entry-A.js': 'console.log("entry");'.repeat(50),
  'chunk-E.js': 'export const shared = 1;'.repeat(20),
  'chunk-P.js': 'export const page = 2;'.repeat(10),
};
for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const gz = (name: string) => zlib.gzipSync(Buffer.from(files[name]!), { level: 9 }).length;

describe('build sizes', () => {
  const sizes = measureSizes(
    { entry: '/assets/entry-A.js', entryImports: ['/assets/chunk-E.js'], pages: { home: ['/assets/chunk-P.js'] } },
    ['/assets/entry-A.js', '/assets/chunk-E.js'],
    dir,
  );

  it("count for a page the entry, the entry's imports and the page's own chunks, gzipped one by one", () => {
    expect(sizes.pages).toEqual([
      {
        page: 'home',
        files: 3,
        bytes: Object.values(files).reduce((s, t) => s + t.length, 0),
        gzip: gz('entry-A.js') + gz('chunk-E.js') + gz('chunk-P.js'),
      },
    ]);
    expect(sizes.entry.gzip).toBe(gz('entry-A.js') + gz('chunk-E.js'));
    expect(sizes.total.files).toBe(3);
  });

  it('print one line per page under a header', () => {
    const lines = formatSizes(sizes).split('\n');
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^home\s+3\s/);
  });
});
