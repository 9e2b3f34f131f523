import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A free loopback port (the tiny race until the shop binds it is fine for a benchmark). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export interface ShopProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Starts `node dist/main.js` (both roles, embedded PostgreSQL under DATA_DIR) on a loopback port
 * and waits until the home page answers 200.
 */
export async function startShop(env: Record<string, string>, readyTimeoutMs: number): Promise<ShopProcess> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['dist/main.js'], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;

  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.once('exit', () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill('SIGINT');
    });

  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Магазин завершился с кодом ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return { url, pid: child.pid!, stop };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  await stop();
  throw new Error(`Магазин не ответил 200 на / за ${readyTimeoutMs / 1000} с:\n${stderr}`);
}
