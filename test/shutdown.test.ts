import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ASSETS } from './support/built-assets';
import { createTestDatabase, type TestDatabase } from './support/database';

const IN_FLIGHT = 50;

/**
 * The payment back-end the storefront proxies to, holding every request until `release()`: the
 * test knows for certain that all of them are in flight when the signal goes, without a clock.
 */
async function startHoldingUpstream() {
  const held: http.ServerResponse[] = [];
  let arrived: () => void;
  const allArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    held.push(res);
    if (held.length === IN_FLIGHT) arrived();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    allArrived,
    release() {
      for (const [i, res] of held.entries()) res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ i }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Resolves with the first line of `stream` that `test` accepts. */
function lineWhere(stream: NodeJS.ReadableStream, test: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    const lines = createInterface({ input: stream });
    lines.on('line', (line) => {
      if (test(line)) resolve(line);
    });
    lines.on('close', () => reject(new Error('the shop ended without the expected line')));
  });
}

/** A GET over `agent`: its status and body, or the connection's error. */
function get(url: string, agent: http.Agent): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

describe('SIGTERM', () => {
  let child: ChildProcess | undefined;
  let database: TestDatabase | undefined;
  let publicDir: string | undefined;
  afterEach(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    if (publicDir) await rm(publicDir, { recursive: true, force: true });
  });

  it(`during ${IN_FLIGHT} requests in flight: the shop stops taking new ones, completes them all, then exits 0`, async () => {
    database = await createTestDatabase();
    publicDir = await mkdtemp(path.join(tmpdir(), 'shop-shutdown-'));
    await mkdir(path.join(publicDir, 'assets'), { recursive: true });
    await writeFile(path.join(publicDir, 'assets', 'manifest.json'), JSON.stringify({ ...TEST_ASSETS, entry: '/assets/entry-X.js' }));
    const upstream = await startHoldingUpstream();
    try {
      // The real entry point in a process of its own, both roles, as `node dist/main.js` runs them.
      child = spawn(process.execPath, ['--import', 'tsx', 'main.ts'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'info',
          DATABASE_URL: database.url,
          PORT: '0',
          HOST: '127.0.0.1',
          METRICS_PORT: '0',
          PUBLIC_DIR: publicDir,
          PAYMENT_API_URL: upstream.url,
          // Every held request on a connection of its own (the default pool is 32: decision 029).
          PAYMENT_PROXY_POOL_SIZE: String(IN_FLIGHT),
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const exited = once(child, 'exit');
      const opened = await lineWhere(child.stdout!, (line) => line.includes('Магазин открыт'));
      const url = (JSON.parse(opened) as { url: string }).url;

      // Keep-alive connections, as a reverse proxy in front keeps them: each must still be let go.
      const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
      const answers = Array.from({ length: IN_FLIGHT }, (_, i) => get(`${url}/api/payment/held-${i}/`, agent));
      await upstream.allArrived;

      const heard = lineWhere(child.stderr!, (line) => line.startsWith('SIGTERM:'));
      child.kill('SIGTERM');
      await heard;

      upstream.release();
      const done = await Promise.all(answers);
      // The listener closed at the signal (its socket goes at the next turn of the child's loop, so
      // asked only now): while the last answers went out, no new connection was taken.
      await expect(get(`${url}/healthz`, new http.Agent())).rejects.toMatchObject({ code: 'ECONNREFUSED' });
      expect(done.map((a) => a.status)).toEqual(Array(IN_FLIGHT).fill(200));
      expect(done.map((a) => (JSON.parse(a.body) as { i: number }).i).sort((a, b) => a - b)).toEqual([...Array(IN_FLIGHT).keys()]);
      const [code] = await exited;
      expect(code).toBe(0);
      agent.destroy();
    } finally {
      await upstream.close();
    }
  });
});
