import fs from 'node:fs/promises';
import type { Plugin } from 'esbuild';

/**
 * Package files a page needs by their address, not as code: the ALTCHA widget's worker (a browser
 * starts a Worker from a URL, and the CSP lets workers come only from our origin, `worker-src
 * 'self'`, so not from a blob) and its stylesheet (a `<link>`: `style-src 'self'`). Importing one
 * answers its URL under /assets/; the file is copied there under its content hash (esbuild's
 * `file` loader, with the build's `publicPath`), so it is cached like the bundles. Import one
 * statically, from a module that is itself loaded lazily: a dynamic import of it would be a lazy
 * target outside the entry's shared chunk (build/entry-chunk.ts refuses it). The server's bundle
 * takes these as empty strings (build/server.ts).
 */
export const FILE_URL_IMPORTS = /^altcha\/(workers\/[\w-]+|altcha\.css)$/;

const NAMESPACE = 'file-url';

export const fileUrls: Plugin = {
  name: 'file-urls',
  setup(build) {
    build.onResolve({ filter: FILE_URL_IMPORTS }, async (args) => {
      // The package's own exports say where the file is; our second resolve is let through.
      if (args.pluginData === NAMESPACE) return undefined;
      const resolved = await build.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: NAMESPACE });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, namespace: NAMESPACE };
    });
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, async (args) => ({ contents: await fs.readFile(args.path), loader: 'file' }));
  },
};
