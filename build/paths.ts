import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Absolute paths the build works with; everything else is relative to the repository root. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = path.join(ROOT, 'dist');
export const PUBLIC_OUT = path.join(DIST, 'public');
export const ASSETS_OUT = path.join(PUBLIC_OUT, 'assets');
export const CLIENT_ENTRY = path.join(ROOT, 'client', 'entry.tsx');
/** The route modules (client/routes/{id}/route.ts, each loading its page lazily) that the manifest names pages by. */
export const ROUTES_DIR = path.join(ROOT, 'client', 'routes');
export const SERVER_ENTRY = path.join(ROOT, 'main.ts');
export const SERVER_OUT = path.join(DIST, 'main.js');
export const MANIFEST_FILE = path.join(ASSETS_OUT, 'manifest.json');
export const SIZES_FILE = path.join(DIST, 'build-sizes.json');
/** URL prefix under which dist/public/assets is served. */
export const ASSETS_URL = '/assets/';
/** The back office (admin/, docs/decisions/046): its own entry, its own folder, never in the storefront's manifest. */
export const ADMIN_ENTRY = path.join(ROOT, 'admin', 'main.tsx');
export const ADMIN_OUT = path.join(PUBLIC_OUT, 'admin');
export const ADMIN_ASSETS_OUT = path.join(ADMIN_OUT, 'assets');
export const ADMIN_ASSETS_URL = '/admin/assets/';
/** What the web role's admin shell reads: the entry's URL and its static imports. */
export const ADMIN_MANIFEST_FILE = path.join(ADMIN_OUT, 'manifest.json');
