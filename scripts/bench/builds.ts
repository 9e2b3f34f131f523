/**
 * The builds a browser benchmark serves: this one (`./dist`), and with `--base DIR` the one in
 * `DIR/dist` beside it on the same database, so their runs can alternate in the same minutes.
 */
import { startBuiltShop, type ShopProcess } from '../built-shop';

export interface Build {
  /** The build's name in the printed tables. */
  name: string;
  shop: ShopProcess;
}

/**
 * Starts the builds, base first when there is one; each shop goes into `started` as soon as it is up,
 * so the benchmark's clean-up stops it even when the next one fails to start. `firstPort` 0: free ports.
 */
export async function startBuilds(options: {
  databaseUrl: string;
  baseDir: string | undefined;
  firstPort: number;
  names: { base: string; branch: string; alone: string };
  started: ShopProcess[];
}): Promise<Build[]> {
  const { databaseUrl, baseDir, firstPort, names, started } = options;
  const start = async (name: string, cwd: string | undefined, n: number): Promise<Build> => {
    console.log(`Запускаю магазин${name ? ` (${name})` : ''} (${cwd ?? '.'}/dist/main.js)…`);
    const shop = await startBuiltShop({
      env: { NODE_ENV: 'production', LOG_LEVEL: 'error', DATABASE_URL: databaseUrl },
      readyPath: '/',
      readyTimeoutMs: 120_000,
      logs: 'pipe',
      ...(cwd ? { cwd } : {}),
      ...(firstPort ? { port: firstPort + n } : {}),
    });
    started.push(shop);
    return { name, shop };
  };
  if (!baseDir) return [await start(names.alone, undefined, 0)];
  return [await start(names.base, baseDir, 1), await start(names.branch, undefined, 0)];
}
