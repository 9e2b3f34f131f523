import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../../server/main';
import { startFakeApi, type FakeApi } from '../support/fake-api';
import { loadedModules } from './support/loaded-modules';
import { TEST_ASSETS } from './support/shop';

describe('startServer', () => {
  let api: FakeApi;
  let publicDir: string;
  beforeEach(async () => {
    api = await startFakeApi();
    publicDir = await mkdtemp(path.join(tmpdir(), 'shop-start-'));
  });
  afterEach(async () => {
    await api.close();
    await rm(publicDir, { recursive: true, force: true });
  });

  const env = () => ({ PORT: '0', HOST: '127.0.0.1', PUBLIC_DIR: publicDir, LOG_LEVEL: 'silent' });

  it('refuses to start without a build and says what to run', async () => {
    await expect(startServer(env(), { apiUrl: api.url })).rejects.toThrow(/npm run build/);
  });

  it('names a bad variable', async () => {
    await expect(startServer({ ...env(), PORT: 'много' }, { apiUrl: api.url })).rejects.toThrow(/PORT/);
  });

  it('listens, serves pages against the api it was given and closes', async () => {
    await mkdir(path.join(publicDir, 'assets'), { recursive: true });
    await writeFile(path.join(publicDir, 'assets', 'manifest.json'), JSON.stringify({ ...TEST_ASSETS, entry: '/assets/entry-X.js' }));

    const server = await startServer(env(), { apiUrl: api.url });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);

      const page = await fetch(`${server.url}/o-brende/`);
      expect(page.status).toBe(200);
      expect(loadedModules(await page.text())).toEqual(['/assets/entry-X.js']);

      // The legacy table came from the api at start.
      const legacy = await fetch(`${server.url}/shop/odezhda/bodi/`, { redirect: 'manual' });
      expect(legacy.status).toBe(301);
      expect(legacy.headers.get('location')).toBe('/shop/12-bodi-category/');
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});
