/**
 * The HTTP servers' own settings (issue 12, docs/decisions/029): the timeouts of every role's
 * servers as configured, and the body-size limit refusing a larger request with 413 in Russian.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, startWorker } from '../../api/main';
import { parseApiConfig } from '../../api/config';
import { parseServerConfig } from '../../server/config';
import { startServer } from '../../server/main';
import { createTestDatabase, testApiApp, type TestDatabase } from '../support/database';
import { startFakeApi, type FakeApi } from '../support/fake-api';
import { TEST_ASSETS, useTestShop } from './support/shop';

const TIMEOUTS = { HTTP_KEEP_ALIVE_TIMEOUT_SECONDS: '0.3', HTTP_HEADERS_TIMEOUT_SECONDS: '0.4', HTTP_REQUEST_TIMEOUT_SECONDS: '7' };

/** Sends `text` on a raw connection and resolves with all the server wrote once it closes the connection. */
function rawExchange(url: string, text: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(text));
    let received = '';
    socket.on('data', (chunk) => (received += chunk.toString('latin1')));
    socket.on('error', reject);
    socket.on('close', () => resolve(received));
  });
}

/**
 * The server `running` has the TIMEOUTS and keeps to them: an idle keep-alive connection is closed
 * after the one answer it asked for, and headers that never end get 408 long before Node's minute.
 */
async function expectTimeoutsKept(running: { server: Server; url: string }, trickledPath: string) {
  expect(running.server.keepAliveTimeout).toBe(300);
  expect(running.server.headersTimeout).toBe(400);
  expect(running.server.requestTimeout).toBe(7000);
  const answered = await rawExchange(running.url, 'GET /healthz HTTP/1.1\r\nHost: shop\r\n\r\n');
  expect(answered).toMatch(/^HTTP\/1\.1 200 /);
  expect(answered).toMatch(/keep-alive: timeout=0/i);
  // Headers that never end (slowloris).
  const trickled = await rawExchange(running.url, `GET ${trickledPath} HTTP/1.1\r\nHost: shop\r\nX-Slow: `);
  expect(trickled).toMatch(/^HTTP\/1\.1 408 /);
}

describe("the storefront's server", () => {
  let api: FakeApi;
  let publicDir: string;
  beforeAll(async () => {
    api = await startFakeApi();
    publicDir = await mkdtemp(path.join(tmpdir(), 'shop-settings-'));
    await mkdir(path.join(publicDir, 'assets'), { recursive: true });
    await writeFile(path.join(publicDir, 'assets', 'manifest.json'), JSON.stringify({ ...TEST_ASSETS, entry: '/assets/entry-X.js' }));
  });
  afterAll(async () => {
    await api.close();
    await rm(publicDir, { recursive: true, force: true });
  });

  it('takes its timeouts from the settings and keeps to them', async () => {
    const env = { PORT: '0', HOST: '127.0.0.1', PUBLIC_DIR: publicDir, LOG_LEVEL: 'silent', ...TIMEOUTS };
    const running = await startServer(env, { apiUrl: api.url });
    try {
      await expectTimeoutsKept(running, '/');
    } finally {
      await running.close();
    }
  });

  it('refuses a headers timeout longer than the request timeout, naming the variable', () => {
    expect(() => parseServerConfig({ HTTP_HEADERS_TIMEOUT_SECONDS: '90', HTTP_REQUEST_TIMEOUT_SECONDS: '60' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS/,
    );
    expect(() => parseServerConfig({ API_PROXY_POOL_SIZE: '0' })).toThrow(/API_PROXY_POOL_SIZE/);
    expect(() => parseServerConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});

describe("the back-end's servers (--role api, --role worker)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
  });

  it('the api takes its timeouts from the same settings', async () => {
    const running = await startApi({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent', ...TIMEOUTS }, { port: 0 });
    try {
      expect(running.server.keepAliveTimeout).toBe(300);
      expect(running.server.headersTimeout).toBe(400);
      expect(running.server.requestTimeout).toBe(7000);
    } finally {
      await running.close();
    }
  });

  it('the api serves its METRICS_PORT with the same timeouts', async () => {
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent', METRICS_PORT: '0', ...TIMEOUTS };
    const running = await startApi(env, { port: 0, metrics: true });
    try {
      const trickled = await rawExchange(running.metricsUrl!, 'GET /metrics HTTP/1.1\r\nHost: shop\r\nX-Slow: ');
      expect(trickled).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      await running.close();
    }
  });

  it('the worker serves its WORKER_PORT with the same timeouts and keeps to them', async () => {
    const running = await startWorker({ NODE_ENV: 'test', DATABASE_URL: database.url, LOG_LEVEL: 'silent', WORKER_PORT: '0', ...TIMEOUTS });
    try {
      await expectTimeoutsKept(running, '/metrics');
    } finally {
      await running.close();
    }
  });

  it('answers a body over BODY_LIMIT_KB with 413 and a Russian message, and one under it as usual', async () => {
    const app = testApiApp(database, { BODY_LIMIT_KB: '1' });
    const big = await request(app)
      .post('/api/data/')
      .send({ path: '/', padding: 'я'.repeat(1024) });
    expect(big.status).toBe(413);
    expect(big.body).toEqual({ status: 'error', errors: [{ message: 'Слишком большой запрос' }], data: null });
    expect((await request(app).post('/api/data/').send({ path: '/' })).status).toBe(200);
    expect(parseApiConfig({}).BODY_LIMIT_KB).toBe(100);
  });
});

describe('the storefront under BODY_LIMIT_KB', () => {
  const shop = useTestShop({ env: { BODY_LIMIT_KB: '1' } });

  it('refuses a larger declared body with 413 before any of it reaches the api', async () => {
    const res = await request(shop().app)
      .post('/api/echo/x/')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ padding: 'x'.repeat(2048) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: 'error', errors: [{ message: 'Слишком большой запрос' }], data: null });
    expect(shop().api.requests.filter((r) => r.url.startsWith('/api/echo/'))).toEqual([]);

    const small = await request(shop().app).post('/api/echo/x/').set('content-type', 'application/json').send('{"a":1}');
    expect(small.status).toBe(201);
  });
});
