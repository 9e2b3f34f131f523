import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gracefulClose } from '../shared/node/graceful-close';
import { createHttpServer, listen } from '../shared/node/http-server';
import { createLogger } from '../shared/node/logger';
import { openMetricsPort, type RunningMetricsServer } from '../shared/node/metrics-server';
import { createApp } from './app';
import { parseServerConfig } from './config';
import { CatalogueRevision } from './catalogue-revision';
import { RedirectTable } from './redirects-table';
import { readAssets } from './render/assets';

export interface RunningServer {
  url: string;
  /** The listening server, with its configured timeouts. */
  server: Server;
  /** Where /metrics answers without a token (METRICS_PORT), when `overrides.metrics` asked for it. */
  metricsUrl?: string;
  close(): Promise<void>;
}

/**
 * Starts the storefront: config, the build's manifest, the redirect table, then listens.
 * `apiUrl` overrides API_URL when one process runs both roles (main.ts at the root); `metrics`
 * opens the process's /metrics on METRICS_PORT (main.ts asks for it once per process).
 */
export async function startServer(
  env: Record<string, string | undefined>,
  overrides: { apiUrl?: string; metrics?: boolean } = {},
): Promise<RunningServer> {
  const config = parseServerConfig({ ...env, ...(overrides.apiUrl ? { API_URL: overrides.apiUrl } : {}) });
  const logger = createLogger({ name: 'web', level: config.LOG_LEVEL, format: config.LOG_FORMAT });
  const assets = await readAssets(config.PUBLIC_DIR);

  const redirects = new RedirectTable({ apiUrl: config.API_URL, logger });
  // The shop opens even if the api is late; the table catches up at the next refresh.
  await redirects.load();
  // A staff edit of the catalogue: the pages' shared answers and the sitemap key by it, the table reloads.
  const revision = new CatalogueRevision({ apiUrl: config.API_URL, logger });
  revision.onChange(() => void redirects.load());
  await revision.start();

  const app = createApp({ config, logger, assets, redirects, revision });
  const server = createHttpServer(app, config);
  const closeServer = gracefulClose(server);
  await listen(server, config.PORT, config.HOST);
  const { port } = server.address() as AddressInfo;
  // Listening on every interface: the address to open in a browser on this machine is localhost.
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? 'localhost' : config.HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  logger.info({ url }, `Магазин открыт: ${url}`);
  let metrics: RunningMetricsServer | undefined;
  try {
    if (overrides.metrics) metrics = await openMetricsPort(config, logger);
  } catch (error) {
    redirects.stop();
    revision.stop();
    await closeServer();
    throw error;
  }

  return {
    url,
    server,
    ...(metrics ? { metricsUrl: metrics.url } : {}),
    async close() {
      redirects.stop();
      revision.stop();
      revision.stop();
      // Every request in flight is answered: a page waits for its data and its render, each with its own timeout.
      await closeServer();
      await metrics?.close();
    },
  };
}
