/**
 * The built shop (`node dist/main.js`) in a process of its own, as in production: what the
 * benchmarks and the browser journeys run against.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';

/** A free loopback port (the tiny race until the shop binds it is fine here). */
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
  /** http://127.0.0.1:{port} */
  url: string;
  pid: number;
  /** What the shop printed on stdout so far (its log lines, and the demo owner's line). */
  stdout(): string;
  /** SIGINT, then SIGKILL if it has not ended within 15 s. */
  stop(): Promise<void>;
}

export interface BuiltShopOptions {
  env: Record<string, string>;
  /** After dist/main.js, e.g. ['--role', 'api']; the api alone listens on API_PORT, not PORT. */
  args?: string[];
  /** Node's own flags, before dist/main.js (--cpu-prof…). */
  nodeArgs?: string[];
  /** What answers 200 once the shop is ready. */
  readyPath: string;
  readyTimeoutMs: number;
  /** 'inherit' shows the shop's own log; 'pipe' keeps its last lines for the error if it fails. */
  logs: 'inherit' | 'pipe';
  /** Where to run it (its ./dist): another build served beside this one; the repository's by default. */
  cwd?: string;
  /** A fixed port instead of a free one (helpers sharing a machine keep to their own). */
  port?: number;
}

/** Refuses a fixed port another process holds: the readiness check would take that process for the shop. */
function assertFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', () => reject(new Error(`Порт ${port} занят другим процессом`)));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve()));
  });
}

/** Starts `node dist/main.js` on a loopback port and waits until `readyPath` answers 200. */
export async function startBuiltShop(options: BuiltShopOptions): Promise<ShopProcess> {
  if (options.port) await assertFree(options.port);
  const port = String(options.port ?? (await freePort()));
  const api = options.args?.includes('api') ?? false;
  const listen = api ? { API_PORT: port, API_HOST: '127.0.0.1' } : { PORT: port, HOST: '127.0.0.1' };
  const child = spawn(process.execPath, [...(options.nodeArgs ?? []), 'dist/main.js', ...(options.args ?? [])], {
    // Metrics on a free port unless asked otherwise: shops started side by side must not meet on 3003.
    env: { ...process.env, METRICS_PORT: '0', ...options.env, ...listen },
    ...(options.cwd ? { cwd: options.cwd } : {}),
    stdio: ['ignore', 'pipe', options.logs],
  });
  let stdout = '';
  child.stdout!.on('data', (chunk: Buffer) => {
    if (options.logs === 'inherit') process.stdout.write(chunk);
    // The start's lines are what callers look for; a long run's log is not kept.
    if (stdout.length < 64_000) stdout += chunk.toString();
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

  const deadline = Date.now() + options.readyTimeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Магазин завершился с кодом ${child.exitCode}:\n${stderr}`);
    try {
      const res = await fetch(`${url}${options.readyPath}`, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) return { url, pid: child.pid!, stop, stdout: () => stdout };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await stop();
  throw new Error(`Магазин не ответил 200 на ${options.readyPath} за ${options.readyTimeoutMs / 1000} с:\n${stderr}`);
}
