import * as esbuild from 'esbuild';
import { dynamicTargets, entryGraphInputs, oneEntryChunk, staticallyReached } from './entry-chunk';
import { fileUrls } from './file-urls';
import { ASSETS_OUT, ASSETS_URL, CLIENT_ENTRY, ROOT } from './paths';
import { pureLibraries } from './pure-libraries';
import { toolConfig } from './tool-config';

export type Mode = 'production' | 'development';

/** Browsers of cheap phones we still serve (spec: mobile first). */
// safari14.1, not 14.0: esbuild cannot lower destructuring around Safari 14.0's bug.
const BROWSER_TARGETS = ['es2020', 'chrome90', 'safari14.1', 'firefox90'];

/**
 * SHOP_KEEP_NAMES=1: a production build whose functions keep their names, for CPU profiles
 * (scripts/profile-main-thread.ts). Its sizes are not the shop's: the build neither checks its
 * budgets nor records its sizes as the next build's "before".
 */
export const keepingNames = () => toolConfig().SHOP_KEEP_NAMES;

/**
 * esbuild options for the browser bundle: one ESM entry, code-split lazy pages, hashed names so
 * that the files can be cached forever, and a metafile from which the manifest is derived.
 */
export function clientOptions(mode: Mode, entry = CLIENT_ENTRY): esbuild.BuildOptions & { metafile: true } {
  const production = mode === 'production';
  const keepNames = production && keepingNames();
  return {
    absWorkingDir: ROOT,
    entryPoints: { entry },
    outdir: ASSETS_OUT,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: BROWSER_TARGETS,
    ...(keepNames ? { minifyWhitespace: true, minifySyntax: true } : { minify: production }),
    sourcemap: production ? false : 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    // The URL a file imported for its address answers (build/file-urls.ts).
    publicPath: ASSETS_URL,
    // Only SWR imports the shim: its store, with the server snapshot kept stable (client/lib/swr-sync-store.ts;
    // swr is pinned exactly for it, docs/patches.md).
    alias: { 'use-sync-external-store/shim': './client/lib/swr-sync-store.ts' },
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    jsxDev: !production,
    // SHOP_BUNDLE lets code that is only for the server's HTML (the icon sprite's drawings) fold
    // away here: `process.env.SHOP_BUNDLE === 'browser'` is true in this bundle only.
    define: { 'process.env.NODE_ENV': JSON.stringify(mode), 'process.env.SHOP_BUNDLE': JSON.stringify('browser') },
    metafile: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
    plugins: [fileUrls, ...(production ? [pureLibraries] : [])],
  };
}

/**
 * Builds the client and returns the metafile. In production a first pass (not written) learns the
 * entry's static graph, and the second puts that graph into one shared chunk (build/entry-chunk.ts).
 */
export async function buildClient(mode: Mode, entry?: string): Promise<esbuild.Metafile> {
  const options = clientOptions(mode, entry);
  if (mode !== 'production') return (await esbuild.build(options)).metafile;
  const first = await esbuild.build({ ...options, write: false });
  const { entryInput, inputs } = entryGraphInputs(first.metafile);
  const reached = staticallyReached(first.metafile, entryInput);
  const plugin = oneEntryChunk(ROOT, inputs, dynamicTargets(first.metafile), reached);
  const result = await esbuild.build({ ...options, plugins: [...(options.plugins ?? []), plugin] });
  return result.metafile;
}
