import path from 'node:path';
import type { Metafile } from 'esbuild';

/** dist/public/assets/manifest.json: what the server puts in bootstrapModules and modulepreload links. */
export interface AssetManifest {
  /** URL of the client entry, e.g. '/assets/entry-XXXX.js'. */
  entry: string;
  /**
   * The chunks the entry imports statically. Not part of the fixed shape (an addition): worth a
   * modulepreload too, or the browser finds them only after it has parsed the entry.
   */
  entryImports: string[];
  /** For each PageId, the JS files that page needs first besides the entry and its imports. */
  pages: Record<string, string[]>;
}

// Only at the start of a line, so that comments quoting the pattern do not count.
const LAZY_IMPORT_RE = /^[ \t]*['"]?([A-Za-z_$][\w$]*)['"]?\s*:\s*lazy\(\s*\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/gm;

/**
 * PageId → the specifier of its lazy import, read from the registry's source lines such as
 * `home: lazy(() => import('./HomePage'))`.
 */
export function parseRegistry(source: string): Map<string, string> {
  const pages = new Map<string, string>();
  for (const m of source.matchAll(LAZY_IMPORT_RE)) pages.set(m[1]!, m[2]!);
  return pages;
}

interface ManifestInput {
  metafile: Metafile;
  /** The registry's path as the metafile names inputs (relative to the build's working dir). */
  registryInput: string;
  /** Its source text, for the PageId → import specifier map. */
  registrySource: string;
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
  return Object.keys(metafile.outputs).find(
    (file) => file.endsWith('.js') && metafile.outputs[file]!.entryPoint === input,
  );
}

/** The client entry's output: the one built from an entry point that no module imports dynamically. */
function findEntryOutput(metafile: Metafile): string {
  const dynamicTargets = new Set(
    Object.values(metafile.inputs).flatMap((input) =>
      input.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    ),
  );
  const entries = Object.entries(metafile.outputs).filter(
    ([file, out]) => file.endsWith('.js') && out.entryPoint !== undefined && !dynamicTargets.has(out.entryPoint),
  );
  if (entries.length !== 1) {
    throw new Error(`Ожидался один вход клиента, найдено ${entries.length}: ${entries.map(([f]) => f).join(', ')}`);
  }
  return entries[0]![0];
}

/** Builds the manifest from esbuild's metafile and the page registry. */
export function createManifest({ metafile, registryInput, registrySource, publicPath }: ManifestInput): AssetManifest {
  const url = (file: string) => publicPath + path.posix.basename(file);
  const entryFile = findEntryOutput(metafile);
  const loadedByEntry = staticClosure(metafile, entryFile);

  const registry = metafile.inputs[registryInput];
  const pages: Record<string, string[]> = {};
  for (const [pageId, specifier] of parseRegistry(registrySource)) {
    const target = registry?.imports.find((i) => i.kind === 'dynamic-import' && i.original === specifier)?.path;
    if (!target) throw new Error(`Страница ${pageId}: импорт «${specifier}» не найден в сборке`);
    const chunk = outputForEntry(metafile, target);
    if (!chunk) throw new Error(`Страница ${pageId}: нет отдельного файла для ${target}`);
    // The page chunk first, then the chunks it imports, in a stable order.
    const needed = [...staticClosure(metafile, chunk)].filter((f) => !loadedByEntry.has(f));
    pages[pageId] = [chunk, ...needed.filter((f) => f !== chunk).sort()].map(url);
  }
  const entryImports = [...loadedByEntry].filter((f) => f !== entryFile).sort().map(url);
  return { entry: url(entryFile), entryImports, pages };
}
