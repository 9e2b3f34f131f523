import fs from 'node:fs';
import path from 'node:path';
import type { Metafile, Plugin } from 'esbuild';
import { staticClosure } from './manifest';

/**
 * One shared chunk for everything the entry loads (docs/decisions/017-javascript-budget.md).
 *
 * esbuild splits code per file by the set of entry points (the entry and every dynamic-import
 * target) that statically reach it: a module shared by the entry and some lazy pages lands in a
 * chunk of its own per distinct set, so the entry came in 38 files. esbuild has no manual chunks,
 * but the set is what decides: if every lazy target also reaches every file of the entry's graph,
 * all those files share one set and one chunk. So a second build prepends a bare import of a
 * virtual module, which imports each file of the entry's graph, to every lazy target outside that
 * graph. At run time the lazy chunk imports the shared chunk the entry has already evaluated, so
 * nothing runs twice or in another order; the entry's own file is not in the list (it hydrates).
 */

const VIRTUAL = 'virtual:entry-graph';
const NAMESPACE = 'entry-graph';

/** Every module the build imports dynamically (metafile paths): the lazy pages and parts. */
export function dynamicTargets(metafile: Metafile): Set<string> {
  return new Set(
    Object.values(metafile.inputs).flatMap((input) => input.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path)),
  );
}

/**
 * Inputs the entry reaches through static imports, whether or not tree shaking left code of them:
 * esbuild's chunking counts those paths too, so a lazy target among them gets no extra import.
 */
export function staticallyReached(metafile: Metafile, entryInput: string): Set<string> {
  const seen = new Set<string>();
  const stack = [entryInput];
  while (stack.length > 0) {
    const input = stack.pop()!;
    if (seen.has(input)) continue;
    seen.add(input);
    for (const imp of metafile.inputs[input]?.imports ?? []) if (imp.kind !== 'dynamic-import' && !imp.external) stack.push(imp.path);
  }
  return seen;
}

/** Inputs (metafile paths) in the entry's static graph, the entry's own file excepted. */
export function entryGraphInputs(metafile: Metafile): { entryInput: string; inputs: string[] } {
  const lazy = dynamicTargets(metafile);
  const entryOut = Object.entries(metafile.outputs).find(
    ([file, out]) => file.endsWith('.js') && out.entryPoint !== undefined && !lazy.has(out.entryPoint),
  );
  if (!entryOut) throw new Error('Нет входа клиента в метафайле');
  const entryInput = entryOut[1].entryPoint!;
  const inputs = new Set<string>();
  for (const file of staticClosure(metafile, entryOut[0])) {
    // Only files with code in the output: a bare import of one that tree shaking dropped (a
    // re-exporting index, a server-only module) would bring it back.
    for (const [input, info] of Object.entries(metafile.outputs[file]!.inputs)) if (info.bytesInOutput > 0) inputs.add(input);
  }
  inputs.delete(entryInput);
  // Only real files: esbuild names its own helpers and disabled modules with a prefix ("(disabled):…").
  // Libraries come with our files that import them, except those only the entry imports
  // (react-dom/client): they join too, or they would stay in the entry's own file, and two files
  // of the same bytes gzip to 1.9 KB more than one (docs/decisions/023-javascript-floor.md).
  const ours = [...inputs].filter((i) => !i.includes(':') && !i.startsWith('node_modules/'));
  const importedByOurs = new Set(ours.flatMap((i) => (metafile.inputs[i]?.imports ?? []).map((imp) => imp.path)));
  const entryPackages = (metafile.inputs[entryInput]?.imports ?? [])
    .filter((i) => i.kind === 'import-statement' && !i.external && i.path.startsWith('node_modules/'))
    .map((i) => i.path)
    .filter((i) => !importedByOurs.has(i));
  return { entryInput, inputs: [...new Set([...ours, ...entryPackages])].sort() };
}

const LOADERS = { '.ts': 'ts', '.tsx': 'tsx', '.js': 'js', '.jsx': 'jsx', '.mjs': 'js' } as const;

/**
 * The plugin for the second build: `graph` is the entry's graph from the first build's metafile,
 * `lazy` the dynamic-import targets and `reached` what the entry reaches statically (metafile paths,
 * relative to `root`). A lazy target the entry also reaches statically (say through an index that
 * re-exports it) keeps a chunk of its own: import it from its file, not through such an index.
 */
export function oneEntryChunk(root: string, graph: string[], lazy: Set<string>, reached: Set<string>): Plugin {
  // A target another plugin loads ("file-url:…", a file taken by its URL) cannot start with the
  // import: it would not reach the graph, esbuild's runtime helpers that it shares with the graph
  // would leave the shared chunk for one of their own, and the entry would load 3 files.
  const foreign = [...lazy].filter((t) => !reached.has(t) && /^[\w-]+:/.test(t));
  if (foreign.length > 0) {
    throw new Error(
      `Ленивый импорт вне общего куска входа (docs/decisions/017-javascript-budget.md): ${foreign.join(', ')}; импортируйте его статически из модуля, который сам загружается лениво`,
    );
  }
  const targets = new Set([...lazy].filter((t) => !reached.has(t)).map((t) => path.resolve(root, t)));
  return {
    name: 'one-entry-chunk',
    setup(build) {
      build.onResolve({ filter: /^virtual:entry-graph$/ }, () => ({ path: VIRTUAL, namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => ({
        contents: graph.map((input) => `import ${JSON.stringify(path.resolve(root, input))};`).join('\n'),
        resolveDir: root,
        loader: 'js',
      }));
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        if (!targets.has(args.path)) return undefined;
        const loader = LOADERS[path.extname(args.path) as keyof typeof LOADERS];
        if (!loader) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        return { contents: `import ${JSON.stringify(VIRTUAL)};\n${source}`, loader, resolveDir: path.dirname(args.path) };
      });
    },
  };
}
