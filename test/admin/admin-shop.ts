import { pino } from 'pino';
import { createApp } from '../../server/app';
import { parseServerConfig } from '../../server/config';
import { RedirectTable } from '../../server/redirects-table';
import { readAssets } from '../../server/render/assets';
import { startFakeAdminApi, type FakeAdminApi } from './fake-admin-api';
import type { FakeAccount } from './fake-admin-state';
import { listenOnLoopback } from './loopback';

export interface AdminShop {
  /** The web role's address: /admin/ is the back office, /api/admin/* goes to the fake. */
  url: string;
  api: FakeAdminApi;
  /** The owner the fake starts with, not yet enrolled (as `npm start`'s demo owner). */
  owner: FakeAccount;
  close(): Promise<void>;
}

/**
 * The built web role (dist/public, `npm run build` first) in front of the fake admin api: the
 * back office as staff reach it, its calls through the storefront's real /api proxy.
 */
export async function startAdminShop(): Promise<AdminShop> {
  const api = await startFakeAdminApi();
  const owner = api.state.addAccount('owner@example.ru', 'Анна Владелец', 'owner', 'demo-owner-password');
  const config = parseServerConfig({ NODE_ENV: 'production', API_URL: api.url, PUBLIC_DIR: './dist/public', LOG_LEVEL: 'silent' });
  const logger = pino({ level: 'silent' });
  const redirects = new RedirectTable({ apiUrl: api.url, logger });
  await redirects.load();
  const app = createApp({ config, logger, assets: await readAssets(config.PUBLIC_DIR), redirects });
  const server = await listenOnLoopback(app);
  return {
    url: server.url,
    api,
    owner,
    async close() {
      redirects.stop();
      await server.close();
      await api.close();
    },
  };
}
