import { builtinModules } from 'node:module';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { ROOT, SERVER_ENTRY, SERVER_OUT } from './paths';
import type { Mode } from './client';
import { FILE_URL_IMPORTS } from './file-urls';

/**
 * CommonJS packages that are bundled instead of left to Node: they fill `exports` in a loop, so
 * Node's ESM loader cannot see their named exports (`import { escapeHtml } from 'xss'` fails at
 * start). Inside the bundle esbuild's interop handles them like in the browser bundle.
 */
export const BUNDLED_PACKAGES = ['xss', 'cssfilter'];

const builtins = new Set(builtinModules);

function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/**
 * react-router's production build, bundled. Its package exports only `dist/development` (every
 * condition, `module-sync` included), whose dev-only checks were 4–7 % of the server's CPU profile
 * under load (decision 018). react-router-dom re-exports react-router, so both are bundled: one
 * copy of the router and its contexts. The paths are the package's insides: docs/patches.md.
 */
export const ROUTER_PRODUCTION: Record<string, string> = {
  'react-router': 'node_modules/react-router/dist/production/index.mjs',
  'react-router/dom': 'node_modules/react-router/dist/production/dom-export.mjs',
  'react-router-dom': 'node_modules/react-router-dom/dist/index.mjs',
};

/**
 * node_modules stay external (installed next to dist/), except BUNDLED_PACKAGES (and the router in
 * production). A package file the browser takes by its URL (build/file-urls.ts: the ALTCHA widget's
 * worker and stylesheet) is an empty string here: the server never shows the widget, and Node
 * would load the worker as code (it touches `self`) or fail on the stylesheet.
 */
function externalPackages(mode: Mode): esbuild.Plugin {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: FILE_URL_IMPORTS }, (args) => ({ path: args.path, namespace: 'file-url-stub' }));
      build.onLoad({ filter: /.*/, namespace: 'file-url-stub' }, () => ({ contents: 'export default "";', loader: 'js' }));
      // Bare specifiers only: relative and absolute paths are our own code.
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        if (args.path.startsWith('node:') || builtins.has(args.path)) return { external: true };
        const router = ROUTER_PRODUCTION[args.path];
        if (router && mode === 'production') return { path: path.join(ROOT, router) };
        return BUNDLED_PACKAGES.includes(packageName(args.path)) ? undefined : { external: true };
      });
    },
  };
}

/**
 * esbuild options for a Node bundle (dist/main.js, and the SSR benchmark's render module).
 * NODE_ENV is not defined here: the server reads it at run time through its config, and
 * `npm start` sets it to production.
 */
export function nodeOptions(mode: Mode, entry: string, outfile: string): esbuild.BuildOptions {
  return {
    absWorkingDir: ROOT,
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    plugins: [externalPackages(mode)],
    sourcemap: true,
    minify: false,
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    jsxDev: mode === 'development',
    // Bundled CommonJS code calls require(); an ES module has none unless we make one.
    banner: { js: "import { createRequire } from 'module'; const require = createRequire(import.meta.url);" },
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

export function serverOptions(mode: Mode): esbuild.BuildOptions {
  return nodeOptions(mode, SERVER_ENTRY, SERVER_OUT);
}

export async function buildServer(mode: Mode): Promise<void> {
  await esbuild.build(serverOptions(mode));
}
