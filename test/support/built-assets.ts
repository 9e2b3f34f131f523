import { buildModuleLoader } from '../../build/module-loader';
import type { Assets } from '../../server/render/assets';

/**
 * What a build's dist/public/assets/manifest.json says, small: an entry, no pages, and the real
 * module loader, which names the pages' modules (test/server/support/loaded-modules.ts reads it).
 */
export const TEST_ASSETS: Assets = { entry: '/assets/entry-test.js', pages: {}, moduleLoader: buildModuleLoader() };
