import fs from 'node:fs';
import type { Plugin } from 'esbuild';

/**
 * Lets esbuild drop library code the browser bundle never runs (docs/decisions/023-javascript-floor.md).
 * It rewrites react-router's built files, so react-router-dom is pinned exactly: docs/patches.md says
 * what to check before another version.
 *
 * esbuild keeps every top-level statement that may have a side effect, and everything it refers
 * to. react-router's one big file (all of v7: data routers, framework mode, RSC) has dozens of
 * them: `X.displayName = "…"` after each context and component, `React.createContext(…)`,
 * `React.memo(…)`, `new URL(…)`, `new Set(…)` without a purity note. Importing `useLocation`
 * alone kept 37.5 KB of it (13.6 KB gzip), and the names we use 43.3 KB. Marking those calls
 * pure and leaving out the display names (only React's developer tools read them) lets tree
 * shaking work: the names we use then keep what they call. Nothing that runs changes.
 *
 * hoist-non-react-statics (with react-is) is CommonJS, imported only by Emotion's `withTheme`,
 * which we do not use; esbuild keeps a CommonJS module's `require` unless told it has no side
 * effects.
 */

const ROUTER_FILE = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/][^\\/]+\.mjs$/;
const NO_SIDE_EFFECTS = /^(hoist-non-react-statics|react-is)$/;

/** react-router's source with its top-level constructions marked pure and display names left out. */
export function pureRouterSource(source: string): string {
  let out = source;
  // `Boundary.contextType = Context;` after a class keeps the class: a static field instead.
  for (const [line, name, context] of source.matchAll(/^(\w+)\.contextType = (\w+);$/gm)) {
    const declaration = new RegExp(`^(var ${name} = class extends [\\w.]+ \\{)$`, 'm');
    if (!declaration.test(out)) continue;
    out = out.replace(new RegExp(`^${line.replace('.', '\\.')}\\n?`, 'm'), '');
    out = out.replace(declaration, `$1\n  static contextType = ${context};`);
  }
  return (
    out
      .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '')
      // The package exports only its development build, which differs from the production one by
      // this flag alone: the warnings it turns on are for developers, not shoppers' phones.
      .replace(/^var ENABLE_DEV_WARNINGS = true;$/m, 'var ENABLE_DEV_WARNINGS = false;')
      // `var _routes;` … `_routes = new WeakMap();`: an assignment is a side effect, a declaration is not.
      .replace(/^(\w+) = new WeakMap\(\);$/gm, 'var $1 = /* @__PURE__ */ new WeakMap();')
      // Top-level declarations only: inside a function a call's result is used, or meant to throw.
      .replace(
        /^(var \w+ = )(React\d*\.(?:createContext|memo|forwardRef)|Object\.getOwnPropertyNames|new URL|new Set)\(/gm,
        '$1/* @__PURE__ */ $2(',
      )
  );
}

/** For the browser's production build only: development keeps the display names. */
export const pureLibraries: Plugin = {
  name: 'pure-libraries',
  setup(build) {
    build.onLoad({ filter: ROUTER_FILE }, (args) => ({
      contents: pureRouterSource(fs.readFileSync(args.path, 'utf8')),
      loader: 'js',
    }));
    build.onResolve({ filter: NO_SIDE_EFFECTS }, async (args) => {
      if (args.pluginData === 'pure-libraries') return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        importer: args.importer,
        resolveDir: args.resolveDir,
        pluginData: 'pure-libraries',
      });
      return resolved.errors.length > 0 ? undefined : { path: resolved.path, sideEffects: false };
    });
  },
};
