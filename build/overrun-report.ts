import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { Overrun } from './budgets';
import type { BuildSizes } from './sizes';

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const signed = (n: number) => `${n >= 0 ? '+' : '−'}${kb(Math.abs(n))}`;

/** Raw minified bytes per source module in the given output files (URLs or paths, matched by name). */
export function modulesOf(metafile: Metafile, urls: string[]): Map<string, number> {
  const names = new Set(urls.map((u) => path.posix.basename(u)));
  const bytes = new Map<string, number>();
  for (const [file, out] of Object.entries(metafile.outputs)) {
    if (!names.has(path.posix.basename(file))) continue;
    for (const [input, info] of Object.entries(out.inputs)) bytes.set(input, (bytes.get(input) ?? 0) + info.bytesInOutput);
  }
  return bytes;
}

/**
 * What the build prints when a budget is passed: each overrun, the row's change since the previous
 * build (dist/build-sizes.json, when there was one) and its biggest modules, our own first since
 * those are what a change can move (the libraries are the floor).
 */
export function overrunReport(
  overruns: Overrun[],
  sizes: BuildSizes,
  previous: BuildSizes | undefined,
  metafile: Metafile,
  urlsOf: (page: string) => string[],
  top = 12,
): string {
  const lines = ['Бюджет JavaScript превышен (build/budgets.ts):'];
  for (const o of overruns) {
    const what = o.measure === 'gzip' ? `${kb(o.actual)} gzip при бюджете ${kb(o.limit)}` : `${o.actual} файлов при бюджете ${o.limit}`;
    lines.push(`- ${o.page}: ${what}`);
  }
  const pages = [...new Set(overruns.map((o) => o.page))];
  for (const page of pages) {
    const row = page === '(entry)' ? sizes.entry : sizes.pages.find((p) => p.page === page);
    const before = page === '(entry)' ? previous?.entry : previous?.pages.find((p) => p.page === page);
    if (row && before) {
      lines.push(
        `${page}: было ${kb(before.gzip)} gzip в ${before.files} файлах, стало ${kb(row.gzip)} в ${row.files} (${signed(row.gzip - before.gzip)})`,
      );
    }
    const modules = [...modulesOf(metafile, urlsOf(page))].sort((a, b) => b[1] - a[1]);
    const own = modules.filter(([input]) => !input.startsWith('node_modules/'));
    const libs = modules.filter(([input]) => input.startsWith('node_modules/')).reduce((s, [, n]) => s + n, 0);
    lines.push(`${page}: самые большие свои модули (без сжатия; библиотеки вместе ${kb(libs)}):`);
    for (const [input, bytes] of own.slice(0, top)) lines.push(`  ${kb(bytes).padStart(9)}  ${input}`);
  }
  return lines.join('\n');
}
