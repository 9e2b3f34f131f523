import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import type { Mode } from './client';
import { ADMIN_ASSETS_OUT, ADMIN_ASSETS_URL, ADMIN_ENTRY, ADMIN_MANIFEST_FILE, ROOT } from './paths';
import { ROUTER_PRODUCTION } from './server';

/** The back office is for staff on current browsers: no need to lower it for the cheap phones the shop serves. */
const ADMIN_TARGETS = ['es2022', 'chrome109', 'safari16', 'firefox115'];

/** What the admin shell needs of a build: the entry and the chunks it imports at once (preloaded beside it). */
export interface AdminManifest {
  entry: string;
  entryImports: string[];
  /** Each lazy screen (admin/<resource>/<Screen>.tsx) → the files it loads besides the entry's. */
  screens: Record<string, string[]>;
}

export function adminOptions(mode: Mode): esbuild.BuildOptions & { metafile: true } {
  const production = mode === 'production';
  return {
    absWorkingDir: ROOT,
    entryPoints: { admin: ADMIN_ENTRY },
    outdir: ADMIN_ASSETS_OUT,
    bundle: true,
    // Split by screen: each lazy screen (admin/App.tsx) and what only it uses is a chunk of its own.
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: ADMIN_TARGETS,
    minify: production,
    sourcemap: production ? false : 'linked',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    publicPath: ADMIN_ASSETS_URL,
    // react-router's package exports only its development build; production takes the one build/server.ts names.
    alias: production ? Object.fromEntries(Object.entries(ROUTER_PRODUCTION).map(([name, file]) => [name, `./${file}`])) : {},
    jsx: 'automatic',
    jsxImportSource: '@emotion/react',
    jsxDev: !production,
    define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
    metafile: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
  };
}

const url = (outFile: string) => ADMIN_ASSETS_URL + path.basename(outFile);
const ENTRY_INPUT = path.relative(ROOT, ADMIN_ENTRY).split(path.sep).join('/');

/** An output with everything it imports statically, as URLs (a module's first load). */
function staticClosure(metafile: esbuild.Metafile, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const i of metafile.outputs[file]?.imports ?? []) if (i.kind === 'import-statement') staticClosure(metafile, i.path, seen);
  return seen;
}

/**
 * The manifest of an admin build. esbuild makes every dynamically imported screen an entry point of
 * its own output, so each screen is found by its source path and measured with what it imports.
 */
export function adminManifest(metafile: esbuild.Metafile): AdminManifest {
  const outputs = Object.entries(metafile.outputs).filter(([file]) => file.endsWith('.js'));
  const entryFile = outputs.find(([, out]) => out.entryPoint === ENTRY_INPUT)?.[0];
  if (!entryFile) throw new Error('Сборка админки без точки входа admin/main.tsx');
  const first = staticClosure(metafile, entryFile);
  const screens: Record<string, string[]> = {};
  for (const [file, out] of outputs) {
    if (!out.entryPoint || file === entryFile) continue;
    screens[out.entryPoint] = [...staticClosure(metafile, file)].filter((f) => !first.has(f)).map(url);
  }
  return { entry: url(entryFile), entryImports: [...first].filter((f) => f !== entryFile).map(url), screens };
}

/** Writes dist/public/admin/manifest.json (through a temporary name: a running server never reads half a file). */
export function writeAdminManifest(metafile: esbuild.Metafile): AdminManifest {
  const manifest = adminManifest(metafile);
  fs.mkdirSync(path.dirname(ADMIN_MANIFEST_FILE), { recursive: true });
  fs.writeFileSync(`${ADMIN_MANIFEST_FILE}.tmp`, JSON.stringify(manifest, null, 2) + '\n');
  fs.renameSync(`${ADMIN_MANIFEST_FILE}.tmp`, ADMIN_MANIFEST_FILE);
  return manifest;
}

/** Builds the back office into dist/public/admin/assets/ and writes its manifest beside. */
export async function buildAdmin(mode: Mode): Promise<AdminManifest> {
  fs.rmSync(ADMIN_ASSETS_OUT, { recursive: true, force: true });
  const { metafile } = await esbuild.build(adminOptions(mode));
  return writeAdminManifest(metafile);
}
