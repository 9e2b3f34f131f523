import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry, type Metric } from 'prom-client';

/**
 * The process's one Prometheus registry (docs/decisions/030). Both roles import this module, so
 * when one process runs both (main.ts), the storefront's /metrics answers for the api's pool and
 * queues too. Our own registry rather than prom-client's global one: a metric is defined once per
 * module instance, whoever else loaded prom-client.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry, prefix: 'shop_' });

/** A metric made once per registry, whatever imports this module again. */
export function once<M extends Metric>(name: string, make: () => M): M {
  return (registry.getSingleMetric(name) as M | undefined) ?? make();
}

const registers = [registry];

/**
 * Every answer of both services, by route pattern (never the raw path: an address anyone can
 * type must not make a new series) and status.
 */
export const httpDuration = once(
  'shop_http_request_duration_seconds',
  () =>
    new Histogram({
      name: 'shop_http_request_duration_seconds',
      help: 'Время ответа на запрос, секунды: service (web, api), method, route (шаблон пути), status',
      labelNames: ['service', 'method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
);

/** The route label a handler sets when Express's own route is not the pattern (page ids, proxies). */
const ROUTE_LOCAL = 'metricsRoute';

/** Names what `res` answers for in the request histogram (a bounded name, not the path). */
export function setRouteLabel(res: Response, route: string): void {
  res.locals[ROUTE_LOCAL] = route;
}

/** A middleware that labels everything under it `route` (the /api proxy, static files). */
export function routeLabel(route: string): RequestHandler {
  return (_req, res, next) => {
    setRouteLabel(res, route);
    next();
  };
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The pattern a request went through: a label its handler set, Express's route, or 'other'. */
function routeOf(req: Request, res: Response): string {
  const label = res.locals[ROUTE_LOCAL];
  if (typeof label === 'string') return label;
  const path = (req.route as { path?: unknown } | undefined)?.path;
  return typeof path === 'string' ? `${req.baseUrl}${path}` : 'other';
}

/** Times every request of `service` into shop_http_request_duration_seconds (not /metrics itself). */
export function httpMetrics(service: 'web' | 'api'): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/metrics') return next();
    const end = httpDuration.startTimer();
    // 'close' too: a shopper who leaves mid-answer is still a request that took this long.
    let done = false;
    const observe = () => {
      if (done) return;
      done = true;
      const method = METHODS.has(req.method) ? req.method : 'OTHER';
      end({ service, method, route: routeOf(req, res), status: String(res.statusCode) });
    };
    res.once('finish', observe);
    res.once('close', observe);
    next();
  };
}

/** The storefront's server render: from React's first call to the document's last byte written. */
export const ssrRender = once(
  'shop_ssr_render_duration_seconds',
  () =>
    new Histogram({
      name: 'shop_ssr_render_duration_seconds',
      help: 'Время серверной отрисовки страницы (без запросов данных), секунды: page (модуль страницы)',
      labelNames: ['page'] as const,
      buckets: [0.002, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
);

/** The storefront's calls to the api while rendering, by call id of the contract table and outcome. */
export const storefrontApiCalls = once(
  'shop_storefront_api_calls_total',
  () =>
    new Counter({
      name: 'shop_storefront_api_calls_total',
      help: 'Запросы витрины к api при отрисовке: call (id вызова), outcome (data, not_found, failed)',
      labelNames: ['call', 'outcome'] as const,
      registers,
    }),
);

/** An upstream (api, payment) that was slow or down for the storefront's proxy. */
export const upstreamFailures = once(
  'shop_upstream_failures_total',
  () =>
    new Counter({
      name: 'shop_upstream_failures_total',
      help: 'Сбои вышестоящих сервисов за прокси витрины: upstream (api, payment), reason (timeout, refused, …)',
      labelNames: ['upstream', 'reason'] as const,
      registers,
    }),
);

/**
 * Counts one upstream failure: the hook for the proxy's error handler. `reason` should be one of
 * a few words (timeout, refused, reset, other), never an error message: each value is a series.
 */
export function countUpstreamFailure(upstream: string, reason: string): void {
  upstreamFailures.inc({ upstream, reason });
}

/** Values read at scrape time from whatever this process holds (pools, job runners). */
export type GaugeSource = (set: (labels: Record<string, string>, value: number) => void) => Promise<void> | void;

const gaugeSources = new Map<string, Set<GaugeSource>>();

/**
 * A gauge read at scrape from the sources added to it (one per pool, per runner). Several sources
 * with one label set add up (`sum`: each pool's own connections) or give the largest (`max`: two
 * runners reading one table). Answers `add`, which returns the source's removal.
 */
export function sourcedGauge(name: string, help: string, labelNames: string[], combine: 'sum' | 'max' = 'sum') {
  const sources = gaugeSources.get(name) ?? new Set<GaugeSource>();
  gaugeSources.set(name, sources);
  once(
    name,
    () =>
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          const values = new Map<string, { labels: Record<string, string>; value: number }>();
          for (const source of sources) {
            await source((labels, value) => {
              const key = JSON.stringify(labels);
              const before = values.get(key)?.value;
              const combined = before === undefined ? value : combine === 'sum' ? before + value : Math.max(before, value);
              values.set(key, { labels, value: combined });
            });
          }
          this.reset();
          for (const { labels, value } of values.values()) this.set(labels, value);
        },
      }),
  );
  return {
    add(source: GaugeSource): () => void {
      sources.add(source);
      return () => sources.delete(source);
    },
  };
}
