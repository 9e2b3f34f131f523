import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { describe, expect, it } from 'vitest';

/**
 * The shop reaches into three libraries (docs/patches.md). Each reach holds only for the version it
 * was written for: these tests fail on any other, or when what it reaches into has moved, and say
 * where to read what to check before moving the version here.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

interface Patch {
  name: string;
  /** The package it reaches into, and the version it was written for. */
  pkg: string;
  version: string;
  /** False for a package package.json does not name (it comes with another, pinned one). */
  direct: boolean;
}

const PATCHES: Patch[] = [
  { name: 'preparedOnce and executeNamed (api/db/named.ts)', pkg: 'drizzle-orm', version: '0.45.4', direct: true },
  { name: 'the SWR store alias (build/client.ts)', pkg: 'swr', version: '2.5.1', direct: true },
  { name: "the rewrite of React Router's code (build/pure-libraries.ts)", pkg: 'react-router-dom', version: '7.18.5', direct: true },
  // react-router-dom pins it exactly; the rewrite and the server bundle's paths are in its files.
  { name: "the rewrite of React Router's code (build/pure-libraries.ts)", pkg: 'react-router', version: '7.18.5', direct: false },
];

const advice = ({ name, pkg, version }: Patch, found: unknown) =>
  `${pkg} ${String(found)}: ${name} was written for ${version}. Check what docs/patches.md says to check on an upgrade, then change the version in test/patches.test.ts.`;

describe('the libraries the shop reaches into (docs/patches.md)', () => {
  const manifest = readJson('package.json') as { dependencies: Record<string, string> };
  const lock = readJson('package-lock.json') as { packages: Record<string, { version?: string }> };

  it.each(PATCHES.filter((p) => p.direct))('pins $pkg exactly in package.json, no ^ or ~', (patch) => {
    expect(manifest.dependencies[patch.pkg], advice(patch, manifest.dependencies[patch.pkg])).toBe(patch.version);
  });

  it.each(PATCHES)('installs $pkg at the version its patch was written for, as package-lock.json has it', (patch) => {
    const installed = readJson(`node_modules/${patch.pkg}/package.json`).version;
    expect(installed, advice(patch, installed)).toBe(patch.version);
    expect(lock.packages[`node_modules/${patch.pkg}`]?.version, advice(patch, installed)).toBe(patch.version);
  });

  it("finds the connection preparedOnce rebinds where drizzle's node-postgres session and prepared query keep it", () => {
    const pool = new pg.Pool();
    const db = drizzle(pool);
    const session = (db as unknown as { session: { client: unknown } }).session;
    // Prepared, not run: nothing connects.
    const prepared = db
      .select({ one: sql`1` })
      .from(sql`pg_class`)
      .prepare('patches_shape');
    expect(session.client, advice(PATCHES[0]!, 'has no session.client')).toBe(pool);
    expect(Object.getOwnPropertyNames(prepared), advice(PATCHES[0]!, 'has no client on its prepared query')).toContain('client');
    expect((prepared as unknown as { client: unknown }).client).toBe(pool);
    void pool.end();
  });

  it("finds SWR importing its store from the module the browser bundle's alias replaces", () => {
    const dist = path.join(ROOT, 'node_modules', 'swr', 'dist');
    const modules = fs.readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.mjs'));
    const stores = modules.flatMap((file) =>
      [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/import \{[^}]*useSyncExternalStore[^}]*\} from '([^']+)'/g)].map(
        (m) => m[1],
      ),
    );
    expect(stores.length, advice(PATCHES[1]!, 'imports no useSyncExternalStore')).toBeGreaterThan(0);
    expect(new Set(stores), advice(PATCHES[1]!, `imports it from ${[...new Set(stores)].join(', ')}`)).toEqual(
      new Set(['use-sync-external-store/shim']),
    );
  });
});
