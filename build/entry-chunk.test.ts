import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamicTargets, entryGraphInputs, oneEntryChunk, staticallyReached } from './entry-chunk';
import { staticClosure } from './manifest';

// An entry whose modules are shared with different sets of lazy pages: esbuild alone splits them.
const files: Record<string, string> = {
  'entry.ts':
    "import { hydrate } from 'dom-lib';\nimport { shared } from 'shared-lib';\nimport { a } from './a';\nimport { b } from './b';\nimport { c } from './c';\nconsole.log(hydrate(), shared);\nexport const pages = [() => import('./p1'), () => import('./p2')];\nconsole.log(a, b, c);\n",
  'a.ts': "export const a = 'a';\n",
  'b.ts': "export const b = 'b';\n",
  'c.ts': "import { shared } from 'shared-lib';\nexport const c = 'c' + shared;\n",
  'p1.ts': "import { a } from './a';\nexport default a + 1;\n",
  'p2.ts': "import { a } from './a';\nimport { b } from './b';\nimport { late } from './late';\nexport default a + b + late;\n",
  'late.ts': "export const late = 'only for p2';\n",
  'node_modules/dom-lib/package.json': '{ "name": "dom-lib", "main": "index.js" }\n',
  'node_modules/dom-lib/index.js': "export function hydrate() { return 'hydrated'; }\n",
  'node_modules/shared-lib/package.json': '{ "name": "shared-lib", "main": "index.js" }\n',
  'node_modules/shared-lib/index.js': "export const shared = 'shared';\n",
};

let dir: string;
const options = (): esbuild.BuildOptions & { metafile: true } => ({
  absWorkingDir: dir,
  entryPoints: { entry: 'entry.ts' },
  outdir: 'out',
  bundle: true,
  splitting: true,
  format: 'esm',
  entryNames: '[name]-[hash]',
  chunkNames: 'chunk-[hash]',
  metafile: true,
  write: false,
  logLevel: 'silent',
});

const entryFiles = (metafile: esbuild.Metafile) => {
  const entry = Object.keys(metafile.outputs).find((f) => metafile.outputs[f]!.entryPoint === 'entry.ts')!;
  return staticClosure(metafile, entry);
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-chunk-test-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('one chunk for the entry graph', () => {
  it("puts the entry's modules into one shared chunk, whatever lazy pages share them, and leaves the pages' own apart", async () => {
    const first = (await esbuild.build(options())).metafile;
    expect(entryFiles(first).size).toBeGreaterThan(2);

    const { entryInput, inputs } = entryGraphInputs(first);
    // A library only the entry imports joins our files; one our files import comes with them.
    expect(inputs).toEqual(['a.ts', 'b.ts', 'c.ts', 'node_modules/dom-lib/index.js']);
    const plugin = oneEntryChunk(dir, inputs, dynamicTargets(first), staticallyReached(first, entryInput));
    const second = (await esbuild.build({ ...options(), plugins: [plugin] })).metafile;

    const loaded = entryFiles(second);
    expect(loaded.size).toBe(2);
    const shared = [...loaded].find((f) => second.outputs[f]!.entryPoint === undefined)!;
    expect(Object.keys(second.outputs[shared]!.inputs).sort()).toEqual([
      'a.ts',
      'b.ts',
      'c.ts',
      'node_modules/dom-lib/index.js',
      'node_modules/shared-lib/index.js',
    ]);
    // The page's own module stays in its page.
    const p2 = Object.values(second.outputs).find((o) => o.entryPoint === 'p2.ts')!;
    expect(Object.keys(p2.inputs)).toContain('late.ts');
  });
});

describe('a lazy target another plugin loads', () => {
  it('is refused with what to do: it would not reach the graph, and the entry would load a third file', async () => {
    // What build/file-urls.ts does: a package file taken by its URL, in a namespace of its own.
    const byUrl: esbuild.Plugin = {
      name: 'by-url',
      setup(build) {
        build.onResolve({ filter: /^url:/ }, (args) => ({ path: args.path.slice(4), namespace: 'file-url' }));
        build.onLoad({ filter: /.*/, namespace: 'file-url' }, () => ({ contents: 'x', loader: 'text' }));
      },
    };
    fs.writeFileSync(path.join(dir, 'widget.ts'), "export const load = () => import('url:late.ts');\n");
    fs.writeFileSync(path.join(dir, 'with-widget.ts'), `${files['entry.ts']}export const widget = () => import('./widget');\n`);
    const build = (plugins: esbuild.Plugin[]) =>
      esbuild.build({ ...options(), entryPoints: { entry: 'with-widget.ts' }, plugins: [byUrl, ...plugins] });
    const first = (await build([])).metafile;
    expect(dynamicTargets(first)).toContain('file-url:late.ts');

    const { entryInput, inputs } = entryGraphInputs(first);
    expect(() => oneEntryChunk(dir, inputs, dynamicTargets(first), staticallyReached(first, entryInput))).toThrow(
      /Ленивый импорт вне общего куска входа .*file-url:late\.ts; импортируйте его статически из модуля, который сам загружается лениво/,
    );
  });
});
