import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import { pino, type Logger } from 'pino';
import { createApp } from '../../../server/app';
import { parseServerConfig } from '../../../server/config';
import { RedirectTable } from '../../../server/redirects-table';
import type { Assets } from '../../../server/render/assets';
import { TEST_ASSETS } from '../../support/built-assets';
import { startFakeApi, type FakeApi } from '../../support/fake-api';
import { useFresh, type Lifetime } from '../../support/lifetime';

export { TEST_ASSETS };

/** Files a build would put in dist/public, small but real. */
const PUBLIC_FILES: Record<string, string> = {
  'assets/entry-ABCD1234.js': 'export {};\n',
  'assets/manifest.json': JSON.stringify(TEST_ASSETS),
  'sw.js': 'self.addEventListener("fetch", () => {});\n',
  'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'icons/icon-192.png': 'png',
  'fonts/nunito-first-400-normal.woff2': 'woff2',
};

export interface TestShop {
  app: Express;
  api: FakeApi;
  redirects: RedirectTable;
  publicDir: string;
  close(): Promise<void>;
}

/**
 * A fresh storefront app (never listening) in front of a fresh fake api, with a throwaway
 * public directory. `env` overrides the storefront's configuration, `assets` the build manifest.
 */
export interface TestShopOptions {
  env?: Record<string, string>;
  assets?: Assets;
  /** Where the storefront logs (silent unless given): tests that read its lines pass their own. */
  logger?: Logger;
}

export async function createTestShop(options: TestShopOptions = {}): Promise<TestShop> {
  const api = await startFakeApi();
  const publicDir = await mkdtemp(path.join(tmpdir(), 'shop-public-'));
  for (const [file, content] of Object.entries(PUBLIC_FILES)) {
    await mkdir(path.dirname(path.join(publicDir, file)), { recursive: true });
    await writeFile(path.join(publicDir, file), content);
  }
  const config = parseServerConfig({
    NODE_ENV: 'test',
    API_URL: api.url,
    PUBLIC_DIR: publicDir,
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const logger = options.logger ?? pino({ level: 'silent' });
  const redirects = new RedirectTable({ apiUrl: api.url, logger });
  await redirects.load();
  const app = createApp({ config, logger, assets: options.assets ?? TEST_ASSETS, redirects });
  return {
    app,
    api,
    redirects,
    publicDir,
    async close() {
      redirects.stop();
      await api.close();
      await rm(publicDir, { recursive: true, force: true });
    },
  };
}

/**
 * A fresh test shop for each test (or once for the file, `per: 'file'`), closed after it; answers
 * its getter. `options` may be a function when it needs what other set-up made (a fake's URL).
 */
export function useTestShop(options: TestShopOptions | (() => TestShopOptions) = {}, per: Lifetime = 'test'): () => TestShop {
  return useFresh(
    () => createTestShop(typeof options === 'function' ? options() : options),
    (shop) => shop.close(),
    per,
  );
}
