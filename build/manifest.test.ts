import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManifest, routePages } from './manifest';

// A tiny app with the same shape as client/: an entry, route modules loading their pages lazily from their folders, shared modules.
const route = (page: string) => `import { shell } from '../../shell';\nexport default { shell, page: () => import('./${page}') };\n`;
const files: Record<string, string> = {
  'entry.tsx':
    "import home from './routes/home/route';\nimport catalog from './routes/catalog/route';\nimport about from './routes/about/route';\nexport default [home, catalog, about];\n",
  'shell.ts': "export const shell = 'shell';\n",
  'shared.ts': "export const shared = 'shared by two pages';\n",
  'routes/home/route.ts': route('HomePage'),
  'routes/catalog/route.ts': route('CatalogPage'),
  'routes/about/route.ts': route('AboutPage'),
  // Not route modules: neither is a folder's route.ts, though one loads a part lazily.
  'routes/helpers.ts': "export const helper = () => import('./about/AboutPage');\n",
  'routes/catalog/part.ts': "export const part = () => import('./CatalogPage');\n",
  'routes/home/HomePage.tsx':
    "import { shared } from '../../shared';\nimport { shell } from '../../shell';\nexport default () => shared + shell;\n",
  'routes/catalog/CatalogPage.tsx': "import { shared } from '../../shared';\nexport default () => shared + 'catalog';\n",
  'routes/about/AboutPage.tsx': "export default () => 'about';\n",
};

let dir: string;
let metafile: esbuild.Metafile;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'manifest-test-'));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text);
  }
  const result = await esbuild.build({
    absWorkingDir: dir,
    entryPoints: { entry: 'entry.tsx' },
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
  metafile = result.metafile;
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const build = () =>
  createManifest({
    metafile,
    routesDir: 'routes',
    publicPath: '/assets/',
  });

describe('the asset manifest', () => {
  it('names each page by its route module: the folder whose route.ts loads it lazily', () => {
    expect(Object.fromEntries(routePages(metafile, 'routes'))).toEqual({
      home: 'routes/home/HomePage.tsx',
      catalog: 'routes/catalog/CatalogPage.tsx',
      about: 'routes/about/AboutPage.tsx',
    });
  });

  it('names the hashed entry under /assets/', () => {
    expect(build().entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
  });

  it("lists each page's own chunk first, then the chunks it imports", () => {
    const { pages } = build();
    const pageChunk = (page: string) =>
      path.posix.basename(Object.keys(metafile.outputs).find((f) => metafile.outputs[f]!.entryPoint === page)!);
    expect(pages.home![0]).toBe(`/assets/${pageChunk('routes/home/HomePage.tsx')}`);
    expect(pages.catalog![0]).toBe(`/assets/${pageChunk('routes/catalog/CatalogPage.tsx')}`);
    expect(pages.about).toEqual([`/assets/${pageChunk('routes/about/AboutPage.tsx')}`]);
    // The module both pages share is split out and listed for both.
    expect(pages.home).toHaveLength(2);
    expect(pages.catalog).toHaveLength(2);
    expect(pages.home![1]).toBe(pages.catalog![1]);
  });

  it('lists the chunks the entry imports statically', () => {
    const { entryImports } = build();
    // shell.ts is shared by the entry and HomePage, so it is split out of the entry.
    expect(entryImports.length).toBeGreaterThan(0);
    for (const url of entryImports) expect(url).toMatch(/^\/assets\/chunk-[A-Z0-9]+\.js$/);
  });

  it('leaves out what the entry already loads', () => {
    const { entry, entryImports, pages } = build();
    const loadedByEntry = [entry, ...entryImports];
    for (const urls of Object.values(pages)) {
      for (const url of urls) expect(loadedByEntry).not.toContain(url);
    }
  });

  it('fails loudly when a route module loads more than one page', () => {
    const twoPages = structuredClone(metafile);
    const home = twoPages.inputs['routes/home/route.ts']!;
    home.imports.push({ ...home.imports.find((i) => i.kind === 'dynamic-import')!, path: 'routes/about/AboutPage.tsx' });
    expect(() => routePages(twoPages, 'routes')).toThrow(/routes\/home\/route\.ts/);
  });
});
