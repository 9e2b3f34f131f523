import type { Server } from 'node:http';
import express, { type RequestHandler } from 'express';
import type { Logger } from 'pino';
import { gracefulClose } from './graceful-close';
import { createHttpServer, listen, urlOf, type HttpServerSettings } from './http-server';
import { metricsRoute } from './metrics-route';

export interface MetricsServerSettings {
  /** The variable that names the port, for the message when it cannot be had: 'METRICS_PORT'. */
  setting: string;
  port: number;
  host: string;
  token: string | undefined;
  /** The role's own server timeouts (HTTP_*_TIMEOUT_SECONDS): this port is served as the shoppers' one is. */
  timeouts: HttpServerSettings;
}

export interface RunningMetricsServer {
  /** http://127.0.0.1:3003, no trailing slash. */
  url: string;
  /** The listening server, with the role's configured timeouts. */
  server: Server;
  close(): Promise<void>;
}

/**
 * The process's /metrics on a port of its own (METRICS_PORT on METRICS_HOST, loopback by default;
 * the worker's WORKER_PORT), apart from the port shoppers reach: no reverse proxy in front of the
 * shop leads here, so without a token a peer on this machine may read it (shared/node/metrics-route.ts).
 * `also` adds what else only operators ask for there (the worker's /healthz and /readyz).
 */
export async function startMetricsServer(settings: MetricsServerSettings, also: RequestHandler[] = []): Promise<RunningMetricsServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(metricsRoute(settings.token, 'metrics'));
  for (const handler of also) app.use(handler);
  const server = createHttpServer(app, settings.timeouts);
  const closeServer = gracefulClose(server);
  try {
    await listen(server, settings.port, settings.host);
  } catch (error) {
    // Named, so that an operator running two processes on one machine knows which setting to change.
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`${settings.setting}: метрики не открыть на ${settings.host}:${settings.port} (${reason})`, { cause: error });
  }
  return { url: urlOf(server), server, close: () => closeServer(1_000) };
}

/** The settings of METRICS_PORT and the server's timeouts, as both roles' configurations hold them (shared/node/config.ts). */
export interface MetricsPortConfig extends HttpServerSettings {
  METRICS_PORT: number;
  METRICS_HOST: string;
  METRICS_TOKEN?: string | undefined;
}

/** The process's /metrics on METRICS_PORT (METRICS_HOST), its address logged. */
export async function openMetricsPort(config: MetricsPortConfig, logger: Logger): Promise<RunningMetricsServer> {
  const metrics = await startMetricsServer({
    setting: 'METRICS_PORT',
    port: config.METRICS_PORT,
    host: config.METRICS_HOST,
    token: config.METRICS_TOKEN,
    timeouts: config,
  });
  logger.info({ url: `${metrics.url}/metrics` }, 'метрики открыты');
  return metrics;
}
