import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManifest, parseRegistry } from './manifest';

// A tiny app with the same shape as client/: an entry, a registry of lazy pages, shared modules.
const files: Record<string, string> = {
  'entry.tsx': "import { shell } from './shell';\nimport { registry } from './pages/registry';\nexport default [shell, registry];\n",
  'shell.ts': "export const shell = 'shell';\n",
  'shared.ts': "export const shared = 'shared by two pages';\n",
  'pages/registry.ts': [
    "// The build reads `pageId: lazy(() => import('./XxxPage'))` lines.",
    "const lazy = (load: () => Promise<unknown>) => load;",
    'export const registry = {',
    "  home: lazy(() => import('./HomePage')),",
    "  'catalog': lazy(() => import('./CatalogPage')),",
    "  about: lazy(() => import('./AboutPage')),",
    '};',
  ].join('\n'),
  'pages/HomePage.tsx': "import { shared } from '../shared';\nimport { shell } from '../shell';\nexport default () => shared + shell;\n",
  'pages/CatalogPage.tsx': "import { shared } from '../shared';\nexport default () => shared + 'catalog';\n",
  'pages/AboutPage.tsx': "export default () => 'about';\n",
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
    registryInput: 'pages/registry.ts',
    registrySource: files['pages/registry.ts']!,
    publicPath: '/assets/',
  });

describe('the asset manifest', () => {
  it('reads PageId → lazy import from the registry, quoted keys too', () => {
    expect([...parseRegistry(files['pages/registry.ts']!)]).toEqual([
      ['home', './HomePage'],
      ['catalog', './CatalogPage'],
      ['about', './AboutPage'],
    ]);
  });

  it('names the hashed entry under /assets/', () => {
    expect(build().entry).toMatch(/^\/assets\/entry-[A-Z0-9]+\.js$/);
  });

  it("lists each page's own chunk first, then the chunks it imports", () => {
    const { pages } = build();
    const pageChunk = (id: string) => path.posix.basename(Object.keys(metafile.outputs).find(
      (f) => metafile.outputs[f]!.entryPoint === `pages/${id}.tsx`,
    )!);
    expect(pages.home![0]).toBe(`/assets/${pageChunk('HomePage')}`);
    expect(pages.catalog![0]).toBe(`/assets/${pageChunk('CatalogPage')}`);
    expect(pages.about).toEqual([`/assets/${pageChunk('AboutPage')}`]);
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

  it('fails loudly when the registry names a page the build does not have', () => {
    expect(() =>
      createManifest({
        metafile,
        registryInput: 'pages/registry.ts',
        registrySource: "missing: lazy(() => import('./MissingPage'))",
        publicPath: '/assets/',
      }),
    ).toThrow(/MissingPage/);
  });
});
