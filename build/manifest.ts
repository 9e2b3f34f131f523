import path from 'node:path';
import type { Metafile } from 'esbuild';
import type { ModuleLoaderCode } from './module-loader';

/** dist/public/assets/manifest.json: what the server's bootstrap script loads after the first paint (client/module-loader.ts). */
export interface AssetManifest {
  /** The bootstrap script's loader (client/module-loader.ts, built by build/module-loader.ts). */
  moduleLoader: ModuleLoaderCode;
  /** URL of the client entry, e.g. '/assets/entry-XXXX.js'. */
  entry: string;
  /**
   * The chunks the entry imports statically. Not part of the fixed shape (an addition): worth a
   * modulepreload too, or the browser finds them only after it has parsed the entry.
   */
  entryImports: string[];
  /** For each route module id, the JS files its page needs first besides the entry and its imports. */
  pages: Record<string, string[]>;
}

/** The route module's file in its folder: `{routesDir}/{id}/route.ts` (client/routes/route-module.ts). */
const ROUTE_FILE = /^route\.tsx?$/;

/**
 * Route id → the page module it loads lazily, read from the metafile: a route module is a file
 * `{routesDir}/{id}/route.ts` whose one dynamic import is its page; the id is its folder's name.
 */
export function routePages(metafile: Metafile, routesDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const [input, info] of Object.entries(metafile.inputs)) {
    const folder = path.posix.dirname(input);
    if (path.posix.dirname(folder) !== routesDir || !ROUTE_FILE.test(path.posix.basename(input))) continue;
    const lazy = info.imports.filter((i) => i.kind === 'dynamic-import');
    if (lazy.length === 0) continue;
    if (lazy.length > 1) throw new Error(`Модуль маршрута ${input} загружает больше одной страницы`);
    pages.set(path.posix.basename(folder), lazy[0]!.path);
  }
  return pages;
}

interface ManifestInput {
  metafile: Metafile;
  /** The route modules' folder as the metafile names inputs (relative to the build's working dir). */
  routesDir: string;
  /** URL prefix of the output directory. */
  publicPath: string;
}

/** Output files (metafile keys) reachable from `start` through static imports, `start` included. */
export function staticClosure(metafile: Metafile, start: string): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const imp of metafile.outputs[file]?.imports ?? []) {
      if (imp.kind === 'import-statement' && !imp.external) stack.push(imp.path);
    }
  }
  return seen;
}

/** The output whose entry point is `input` (a dynamic import target becomes an entry of its own). */
function outputForEntry(metafile: Metafile, input: string): string | undefined {
  return Object.keys(metafile.outputs).find((file) => file.endsWith('.js') && metafile.outputs[file]!.entryPoint === input);
}

/** The client entry's output: the one built from an entry point that no module imports dynamically. */
function findEntryOutput(metafile: Metafile): string {
  const dynamicTargets = new Set(
    Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)),
  );
  const entries = Object.entries(metafile.outputs).filter(
    ([file, out]) => file.endsWith('.js') && out.entryPoint !== undefined && !dynamicTargets.has(out.entryPoint),
  );
  if (entries.length !== 1) {
    throw new Error(`Ожидался один вход клиента, найдено ${entries.length}: ${entries.map(([f]) => f).join(', ')}`);
  }
  return entries[0]![0];
}

/** Builds the manifest from esbuild's metafile and the route modules in it (the loader aside). */
export function createManifest({ metafile, routesDir, publicPath }: ManifestInput): Omit<AssetManifest, 'moduleLoader'> {
  const url = (file: string) => publicPath + path.posix.basename(file);
  const entryFile = findEntryOutput(metafile);
  const loadedByEntry = staticClosure(metafile, entryFile);

  const pages: Record<string, string[]> = {};
  for (const [routeId, target] of routePages(metafile, routesDir)) {
    const chunk = outputForEntry(metafile, target);
    if (!chunk) throw new Error(`Маршрут ${routeId}: нет отдельного файла для ${target}`);
    // The page chunk first, then the chunks it imports, in a stable order.
    const needed = [...staticClosure(metafile, chunk)].filter((f) => !loadedByEntry.has(f));
    pages[routeId] = [chunk, ...needed.filter((f) => f !== chunk).sort()].map(url);
  }
  const entryImports = [...loadedByEntry]
    .filter((f) => f !== entryFile)
    .sort()
    .map(url);
  return { entry: url(entryFile), entryImports, pages };
}
