/**
 * The shop's one entry point (bundled to dist/main.js).
 *   node dist/main.js               both roles in one process: the api on a loopback port,
 *                                   the storefront proxying /api to it (what `npm start` runs)
 *   node dist/main.js --role api    the back-end alone
 *   node dist/main.js --role web    the storefront alone, against API_URL
 *   node dist/main.js --role worker the job runner alone (the api runs one too): outbox delivery
 * Each process answers /metrics on its own port (METRICS_PORT; the worker's WORKER_PORT), never
 * without the token on the port shoppers reach.
 * It lives beside server/ and api/ because it is the only module allowed to import both.
 */
import { startApi, startWorker } from './api/main';
import { startServer } from './server/main';

type Role = 'all' | 'api' | 'web' | 'worker';

function parseRole(argv: string[]): Role {
  const i = argv.indexOf('--role');
  const role = i >= 0 ? argv[i + 1] : 'all';
  if (role === 'all' || role === 'api' || role === 'web' || role === 'worker') return role;
  process.stderr.write(`Неизвестная роль «${role}»: ожидается all, api, web или worker\n`);
  process.exit(2);
}

async function main() {
  const role = parseRole(process.argv.slice(2));
  const closers: Array<() => Promise<void>> = [];
  let stopping = false;
  const stop = async (code: number, signal?: string) => {
    if (stopping) return;
    stopping = true;
    // Said before the first listener closes: whoever sent the signal can tell it was heard.
    if (signal) process.stderr.write(`${signal}: магазин больше не принимает запросы, дожидается начатых и заданий и закрывается\n`);
    // The storefront stops first so that no request reaches an api that is going away.
    for (const close of closers.reverse()) await close().catch(() => undefined);
    process.exit(code);
  };
  // Stop taking connections, let the requests in flight and the running jobs finish, then close
  // the pool (each role's close() in turn: docs/decisions/030).
  process.on('SIGINT', () => void stop(0, 'SIGINT'));
  process.on('SIGTERM', () => void stop(0, 'SIGTERM'));

  try {
    if (role === 'worker') {
      const worker = await startWorker(process.env);
      closers.push(worker.close);
      return;
    }
    let apiUrl: string | undefined;
    // One /metrics port per process (METRICS_PORT), for its one registry: both roles' series when it runs both.
    if (role !== 'web') {
      const api = await startApi(process.env, { port: role === 'all' ? 0 : undefined, metrics: role === 'api' });
      closers.push(api.close);
      apiUrl = api.url;
    }
    if (role !== 'api') {
      const web = await startServer(process.env, { apiUrl, metrics: true });
      closers.push(web.close);
    }
  } catch (error) {
    process.stderr.write(`Магазин не запустился: ${error instanceof Error ? error.message : String(error)}\n`);
    await stop(1);
  }
}

void main();
