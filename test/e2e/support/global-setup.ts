import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import net from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

const DATA_DIR = './data/e2e';

/** Starts the built shop as `npm start` does, on a fresh embedded database, for the whole run. */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/main.js')) throw new Error('Нет сборки: запустите npm run build');
  rmSync(DATA_DIR, { recursive: true, force: true });
  rmSync(`${DATA_DIR}.password`, { force: true });
  const port = await freePort();
  const child = spawn(process.execPath, ['dist/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', SBP_SANDBOX_DEMO: 'on', PORT: String(port), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseUrl, child);
  project.provide('baseUrl', baseUrl);

  return async () => {
    await new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGINT');
    });
    rmSync(DATA_DIR, { recursive: true, force: true });
    rmSync(`${DATA_DIR}.password`, { force: true });
  };
}

async function waitUntilReady(baseUrl: string, child: ChildProcess) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Магазин завершился с кодом ${child.exitCode}`);
    try {
      const res = await fetch(`${baseUrl}/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGINT');
  throw new Error('Магазин не ответил на /readyz за 90 с');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
