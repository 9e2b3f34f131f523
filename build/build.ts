/**
 * The production build (`npm run build`): client bundles with the page manifest, the server
 * bundle, static files and fonts; prints the gzip size of the JS each page loads first.
 * Usage: tsx build/build.ts [--client-entry <file>]   (the option is for trying the build alone)
 */
import fs from 'node:fs';
import { buildAdmin } from './admin';
import { adminRows } from './admin-sizes';
import { checkBudgets } from './budgets';
import { buildClient, keepingNames } from './client';
import { emitManifest } from './emit-manifest';
import { ADMIN_ASSETS_OUT, ASSETS_OUT, PUBLIC_OUT, SERVER_OUT, SIZES_FILE } from './paths';
import { buildServer } from './server';
import { overrunReport } from './overrun-report';
import { fileMeasurer, formatSizes, measureSizes, type BuildSizes } from './sizes';
import { copyStatic, writePictures } from './static';

function option(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** The sizes the last build wrote, to say what grew since; none on a fresh checkout. */
function readPreviousSizes(): BuildSizes | undefined {
  try {
    return JSON.parse(fs.readFileSync(SIZES_FILE, 'utf8')) as BuildSizes;
  } catch {
    return undefined;
  }
}

async function main() {
  const started = performance.now();
  // No leftovers from earlier builds: dist/public is rebuilt from scratch every time.
  fs.rmSync(PUBLIC_OUT, { recursive: true, force: true });
  fs.rmSync(SERVER_OUT, { force: true });
  fs.rmSync(`${SERVER_OUT}.map`, { force: true });

  // Pictures go into dist/public/images/products/ while esbuild works; copyStatic merges beside them.
  const alone = option('--client-entry') !== undefined;
  const [metafile, , , admin] = await Promise.all([
    buildClient('production', option('--client-entry')),
    alone ? Promise.resolve() : buildServer('production'),
    writePictures(),
    // The back office (admin/): its own entry and folder, dist/public/admin/ (docs/decisions/046).
    alone ? Promise.resolve(undefined) : buildAdmin('production'),
  ]);
  copyStatic();
  const { manifest, entryUrls } = emitManifest(metafile);
  const sizes = measureSizes(manifest, entryUrls, ASSETS_OUT);
  if (admin) sizes.admin = adminRows(admin, fileMeasurer(ADMIN_ASSETS_OUT));
  console.log(formatSizes(sizes));
  if (keepingNames()) console.log('Сборка с именами функций (SHOP_KEEP_NAMES=1): бюджеты не проверены, размеры не записаны');
  else checkAndRecord(sizes, manifest, entryUrls, metafile);
  console.log(`Сборка готова за ${((performance.now() - started) / 1000).toFixed(1)} с → dist/`);
}

/** Fails the build on a budget passed, naming what grew since the last build; records these sizes for the next. */
function checkAndRecord(
  sizes: BuildSizes,
  manifest: ReturnType<typeof emitManifest>['manifest'],
  entryUrls: string[],
  metafile: Awaited<ReturnType<typeof buildClient>>,
) {
  const previous = readPreviousSizes();
  fs.writeFileSync(SIZES_FILE, JSON.stringify(sizes, null, 2) + '\n');
  const overruns = checkBudgets(sizes);
  if (overruns.length > 0) {
    const urlsOf = (page: string) => [...entryUrls, ...(manifest.pages[page] ?? [])];
    throw new Error(overrunReport(overruns, sizes, previous, metafile, urlsOf));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
