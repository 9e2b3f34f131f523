import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startApi, startWorker } from '../api/main';
import { startServer } from '../server/main';
import { TEST_ASSETS } from './support/built-assets';
import { createTestDatabase } from './support/database';
import { useFresh } from './support/lifetime';
import { metricValue } from './support/metrics-text';

/** Both roles in this process, as `node dist/main.js` runs them: the api on a free port, the storefront before it. */
async function startShop() {
  const database = await createTestDatabase();
  const publicDir = await mkdtemp(path.join(tmpdir(), 'shop-metrics-'));
  await mkdir(path.join(publicDir, 'assets'), { recursive: true });
  await writeFile(path.join(publicDir, 'assets', 'manifest.json'), JSON.stringify({ ...TEST_ASSETS, entry: '/assets/entry-X.js' }));
  const common = { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: database.url };
  const api = await startApi(common, { port: 0 });
  const web = await startServer(
    { ...common, PORT: '0', HOST: '127.0.0.1', PUBLIC_DIR: publicDir, METRICS_PORT: '0' },
    { apiUrl: api.url, metrics: true },
  );
  return {
    database,
    web,
    api,
    async close() {
      await web.close();
      await api.close();
      await database.drop();
      await rm(publicDir, { recursive: true, force: true });
    },
  };
}

describe('one process running both roles', () => {
  const shop = useFresh(startShop, (made) => made.close(), 'file');
  const scrape = async () => {
    const res = await fetch(`${shop().web.metricsUrl}/metrics`);
    expect(res.status).toBe(200);
    return res.text();
  };

  it('refuses /metrics on the storefront’s port without the token, to a loopback peer that sent no forwarding header', async () => {
    // What a bare `proxy_pass` in front of the shop sends for anyone on the internet.
    const res = await fetch(`${shop().web.url}/metrics`);
    expect(res.status).toBe(403);
    expect(await res.text()).not.toContain('shop_');
  });

  it('answers /metrics on METRICS_PORT (loopback) for the whole process: pages, their api calls, the pool, the queues', async () => {
    expect(shop().web.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(shop().web.metricsUrl).not.toBe(shop().web.url);
    const before = await scrape();
    const page = await fetch(`${shop().web.url}/o-brende/`);
    expect(page.status).toBe(200);
    await page.text();
    const after = await scrape();

    const web = { service: 'web', method: 'GET', status: '200' };
    const countOf = (text: string, labels: Record<string, string>) => metricValue(text, 'shop_http_request_duration_seconds_count', labels);
    const pageRoute = /route="(page:[^"]+)"/.exec(
      after.split('\n').find((l) => l.includes('service="web"') && l.includes('page:')) ?? '',
    )?.[1];
    expect(pageRoute).toBeDefined();
    expect(countOf(after, { ...web, route: pageRoute! })).toBe(countOf(before, { ...web, route: pageRoute! }) + 1);
    expect(metricValue(after, 'shop_ssr_render_duration_seconds_count', { page: pageRoute!.slice('page:'.length) })).toBeGreaterThan(0);
    // The page's data came from the api over HTTP: those calls are the api's series in the same registry.
    expect(after).toMatch(/shop_http_request_duration_seconds_count\{service="api",method="GET",route="\/api\/[^"]*",status="200"\}/);
    expect(after).toMatch(/shop_storefront_api_calls_total\{call="GET \/[^"]*",outcome="data"\} \d+/);
    // What only the api holds: its pool and its job queues.
    expect(metricValue(after, 'shop_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(after).toMatch(/shop_job_queue_size\{queue="outbox\.sms"\} \d+/);
    expect(after).toContain('shop_outbox_messages');
  });

  it('the worker role answers /metrics on WORKER_PORT, with its own queues', async () => {
    const worker = await startWorker({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATABASE_URL: shop().database.url, WORKER_PORT: '0' });
    try {
      const res = await fetch(`${worker.url}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toMatch(/shop_job_queue_size\{queue="[^"]+"\} \d+/);
      expect((await fetch(`${worker.url}/readyz`)).status).toBe(200);
    } finally {
      await worker.close();
    }
  });
});
