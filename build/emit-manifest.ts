import fs from 'node:fs';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { createManifest, type AssetManifest } from './manifest';
import { buildModuleLoader } from './module-loader';
import { ASSETS_URL, MANIFEST_FILE, ROOT, ROUTES_DIR } from './paths';

export interface EmittedManifest {
  manifest: AssetManifest;
  /** URLs of the entry and its static imports. */
  entryUrls: string[];
}

/** Derives the manifest from a client build's metafile, adds the module loader and writes dist/public/assets/manifest.json. */
export function emitManifest(metafile: Metafile): EmittedManifest {
  const manifest: AssetManifest = {
    ...createManifest({
      metafile,
      routesDir: path.relative(ROOT, ROUTES_DIR).split(path.sep).join('/'),
      publicPath: ASSETS_URL,
    }),
    moduleLoader: buildModuleLoader(),
  };
  // Written to a temporary name first so that a running server never reads half a file.
  const tmp = `${MANIFEST_FILE}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(manifest, null, 2) + '\n');
  fs.renameSync(tmp, MANIFEST_FILE);
  return { manifest, entryUrls: [manifest.entry, ...manifest.entryImports] };
}
