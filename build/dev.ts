/**
 * `npm run dev`: esbuild watches the client and the server; every client rebuild rewrites the
 * manifest, and any rebuild restarts `node dist/main.js` (the server bundles client/App too,
 * and reads the manifest at start). Ctrl-C stops the child and the watchers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { adminOptions, writeAdminManifest } from './admin';
import { clientOptions } from './client';
import { emitManifest } from './emit-manifest';
import { ASSETS_OUT, ROOT, SERVER_OUT } from './paths';
import { serverOptions } from './server';
import { copyStatic, writePictures } from './static';

let child: ChildProcess | undefined;
let stopping = false;
let restartTimer: NodeJS.Timeout | undefined;
/** Both bundles must have been built once before the first start. */
const built = { client: false, server: false };

function startChild() {
  child = spawn(process.execPath, ['--enable-source-maps', SERVER_OUT], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'development' },
  });
  const current = child;
  current.on('exit', (code, signal) => {
    if (child === current) child = undefined;
    if (!stopping && code !== null && code !== 0) console.log(`[dev] сервер завершился с кодом ${code}, ждём изменений`);
    else if (!stopping && signal && signal !== 'SIGINT') console.log(`[dev] сервер остановлен сигналом ${signal}`);
  });
}

/** Stops the child and waits for it, so that the port and the database are free again. */
function stopChild(): Promise<void> {
  const current = child;
  if (!current || current.exitCode !== null || current.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => current.kill('SIGKILL'), 10_000);
    current.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    current.kill('SIGINT');
  });
}

/** Restarts a moment after the last rebuild, because one edit often rebuilds both bundles. */
function scheduleRestart() {
  if (!built.client || !built.server || stopping) return;
  clearTimeout(restartTimer);
  restartTimer = setTimeout(() => {
    void stopChild().then(() => {
      if (!stopping) startChild();
    });
  }, 150);
}

/** Removes hashed files the latest client build no longer wrote. */
function pruneAssets(metafile: esbuild.Metafile) {
  const current = new Set(Object.keys(metafile.outputs).map((f) => path.basename(f)));
  for (const file of fs.readdirSync(ASSETS_OUT)) {
    if (/\.js(\.map)?$/.test(file) && !current.has(file)) fs.rmSync(path.join(ASSETS_OUT, file), { force: true });
  }
}

function onEnd(name: 'client' | 'server', after?: (result: esbuild.BuildResult) => void): esbuild.Plugin {
  return {
    name: `dev-${name}`,
    setup(build) {
      build.onEnd((result) => {
        if (result.errors.length > 0) {
          console.log(`[dev] ${name}: ошибок ${result.errors.length}, сервер не перезапускается`);
          return;
        }
        after?.(result);
        built[name] = true;
        scheduleRestart();
      });
    },
  };
}

async function main() {
  fs.rmSync(ASSETS_OUT, { recursive: true, force: true });
  copyStatic();
  await writePictures();
  const client = await esbuild.context({
    ...clientOptions('development'),
    plugins: [
      onEnd('client', (result) => {
        if (!result.metafile) return;
        pruneAssets(result.metafile);
        emitManifest(result.metafile);
      }),
    ],
  });
  const server = await esbuild.context({ ...serverOptions('development'), plugins: [onEnd('server')] });
  // The back office: its manifest rewritten on each rebuild; the shell reads it again outside production.
  const admin = await esbuild.context({
    ...adminOptions('development'),
    plugins: [
      { name: 'dev-admin', setup: (build) => build.onEnd((result) => void (result.metafile && writeAdminManifest(result.metafile))) },
    ],
  });

  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    clearTimeout(restartTimer);
    await stopChild();
    await Promise.all([client.dispose(), server.dispose(), admin.dispose()]);
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());

  await Promise.all([client.watch(), server.watch(), admin.watch()]);
  console.log('[dev] слежу за изменениями; Ctrl-C — выход');
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  void stopChild().then(() => process.exit(1));
});
