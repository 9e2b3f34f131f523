import * as esbuild from 'esbuild';
import { ROOT } from './paths';

/** Where the list of modules goes: a global name, which esbuild's minifier leaves as it is. */
const MODULES_HOLE = '__SHOP_MODULES__';

/** The loader's code before and after the list of modules the server puts between (server/render/module-loader.ts). */
export type ModuleLoaderCode = [before: string, after: string];

/**
 * The document's inline module loader (client/module-loader.ts) built for ES2015 and minified: one
 * call of `loadModules` in a function of its own, so nothing leaks into the page's globals. ES2015,
 * not the bundle's targets: every browser that runs module scripts runs the loader, whatever it then
 * makes of the bundle. Written into the assets manifest, from which the server inlines it.
 */
export function buildModuleLoader(): ModuleLoaderCode {
  const result = esbuild.buildSync({
    absWorkingDir: ROOT,
    stdin: {
      contents: `import { loadModules } from './client/module-loader';\nloadModules(${MODULES_HOLE});`,
      resolveDir: ROOT,
      sourcefile: 'module-loader-call.ts',
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    target: 'es2015',
    minify: true,
    write: false,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'silent',
  });
  const parts = result.outputFiles[0]!.text.trim().split(MODULES_HOLE);
  if (parts.length !== 2) throw new Error(`Загрузчик модулей: ${MODULES_HOLE} должен встретиться в сборке ровно один раз`);
  return [parts[0]!, parts[1]!];
}
