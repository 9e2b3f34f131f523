/**
 * The shop's own backup: a logical dump of its database written and read in Node, so that
 * `npm run backup` and `npm run restore` work with the embedded server, which ships no pg_dump
 * (docs/decisions/062-backup-and-restore.md).
 *
 * The file is gzip of lines:
 *  1. a header (JSON): the format, the migrations applied and the tables with their columns;
 *  2. each table: a line `{"table": …}`, its rows as COPY … TO STDOUT writes them (text format), and `\.`;
 *  3. a trailer (JSON): each table's row count, the sequences' values and the SHA-256 of every byte before it.
 * COPY's text format writes a backslash as `\\`, so no row is ever the line `\.`.
 *
 * Everything is read under one snapshot (REPEATABLE READ READ ONLY). The sequences are read last:
 * they are not transactional, so what is read is at least every value the snapshot's rows used.
 * pg-boss's schema is left out: its jobs are asked for again from the shop's own tables (the
 * outbox's pending messages, the schedules in code), and pg-boss creates its schema at start.
 */
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import readline from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { createGunzip } from 'node:zlib';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { migrationsFolder } from './migrate';

export const DUMP_FORMAT = 'organic-kids-shop-dump';
const DUMP_VERSION = 1;
const END_OF_ROWS = '\\.';

/** Schemas that are not the shop's data: PostgreSQL's own, drizzle's journal (rebuilt by the migrations), pg-boss's queue. */
const SKIPPED_SCHEMAS = ['information_schema', 'drizzle', 'pgboss'];

/** A refusal to back up or restore, with its reason in Russian; nothing was changed. */
export class BackupRefusal extends Error {}

interface AppliedMigration {
  hash: string;
  createdAt: number;
}

interface DumpTable {
  name: string;
  columns: string[];
}

interface DumpHeader {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  serverVersion: string;
  migrations: AppliedMigration[];
  tables: DumpTable[];
}

interface DumpSequence {
  name: string;
  value: string;
}

interface DumpTrailer {
  end: true;
  rows: Record<string, number>;
  sequences: DumpSequence[];
  sha256: string;
}

export interface DumpSummary {
  tables: number;
  rows: number;
  migrations: number;
}

/** Settings both ends use, so that dates, times and numbers are written and read back alike (as pg_dump does). */
const SESSION_SETTINGS = [
  "SET DateStyle = 'ISO'",
  "SET IntervalStyle = 'postgres'",
  "SET TimeZone = 'UTC'",
  'SET extra_float_digits = 3',
  "SET client_encoding = 'UTF8'",
  'SET statement_timeout = 0',
];

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** The shop's tables (its schemas' ordinary tables, none of an extension's), parents before the tables that refer to them. */
async function shopTables(client: pg.ClientBase): Promise<DumpTable[]> {
  const { rows } = await client.query<{ oid: number; name: string }>(
    `SELECT c.oid::int AS oid, n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'r' AND n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> ALL($1::text[])
        AND NOT EXISTS (SELECT 1 FROM pg_depend d
                         WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
      ORDER BY 2`,
    [SKIPPED_SCHEMAS],
  );
  const { rows: links } = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint WHERE contype = 'f' AND conrelid <> confrelid`,
  );
  const { rows: columns } = await client.query<{ oid: number; name: string }>(
    `SELECT attrelid::int AS oid, attname AS name FROM pg_attribute
      WHERE attrelid = ANY($1::oid[]) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attrelid, attnum`,
    [rows.map((r) => r.oid)],
  );
  const byOid = new Map(rows.map((r) => [r.oid, r.name]));
  const parents = new Map(rows.map((r) => [r.oid, new Set<number>()]));
  for (const link of links) if (byOid.has(link.child) && byOid.has(link.parent)) parents.get(link.child)!.add(link.parent);

  // Kahn's order over the foreign keys: a table comes once every table it refers to has come.
  const ordered: number[] = [];
  const placed = new Set<number>();
  while (ordered.length < rows.length) {
    const ready = rows.filter((r) => !placed.has(r.oid) && [...parents.get(r.oid)!].every((p) => placed.has(p)));
    if (ready.length === 0) throw new BackupRefusal('Таблицы базы ссылаются друг на друга по кругу: такую базу эта копия не сохраняет');
    for (const r of ready) {
      ordered.push(r.oid);
      placed.add(r.oid);
    }
  }
  return ordered.map((oid) => ({ name: byOid.get(oid)!, columns: columns.filter((c) => c.oid === oid).map((c) => c.name) }));
}

async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const { rows: journal } = await client.query(`SELECT to_regclass('drizzle.__drizzle_migrations') AS t`);
  if (!journal[0].t) throw new BackupRefusal('В базе нет миграций магазина: это не база магазина, сохранять нечего');
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'SELECT hash, created_at FROM drizzle.__drizzle_migrations ORDER BY created_at, id',
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * Writes the dump of the database `client` is connected to into `out` (a gzip stream, say), under
 * one snapshot taken by its first query. Ends `out`.
 */
export async function dumpDatabase(client: pg.ClientBase, out: Writable): Promise<DumpSummary> {
  const hash = createHash('sha256');
  const write = async (chunk: Buffer | string) => {
    hash.update(chunk);
    if (!out.write(chunk)) await once(out, 'drain');
  };
  for (const setting of SESSION_SETTINGS) await client.query(setting);
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  try {
    const tables = await shopTables(client);
    // What pg_dump does: no migration can change a table between its listing and its rows.
    if (tables.length) await client.query(`LOCK TABLE ${tables.map((t) => quoted(t.name)).join(', ')} IN ACCESS SHARE MODE`);
    const header: DumpHeader = {
      format: DUMP_FORMAT,
      version: DUMP_VERSION,
      createdAt: new Date().toISOString(),
      serverVersion: (await client.query<{ v: string }>("SELECT current_setting('server_version') AS v")).rows[0]!.v,
      migrations: await appliedMigrations(client),
      tables,
    };
    await write(`${JSON.stringify(header)}\n`);

    const rows: Record<string, number> = {};
    for (const table of tables) {
      await write(`${JSON.stringify({ table: table.name })}\n`);
      const columns = table.columns.map((c) => quoted(c)).join(', ');
      const copy = client.query(copyTo(`COPY ${quoted(table.name)} (${columns}) TO STDOUT`));
      for await (const chunk of copy as AsyncIterable<Buffer>) await write(chunk);
      rows[table.name] = copy.rowCount;
      await write(`${END_OF_ROWS}\n`);
    }

    const { rows: sequences } = await client.query<DumpSequence>(
      `SELECT schemaname || '.' || sequencename AS name, last_value::text AS value FROM pg_sequences
        WHERE last_value IS NOT NULL AND schemaname NOT LIKE 'pg\\_%' AND schemaname <> ALL($1::text[])
        ORDER BY 1`,
      [SKIPPED_SCHEMAS],
    );
    await client.query('COMMIT');
    const trailer: DumpTrailer = { end: true, rows, sequences, sha256: hash.digest('hex') };
    out.end(`${JSON.stringify(trailer)}\n`);
    await once(out, 'finish');
    return {
      tables: tables.length,
      rows: Object.values(rows).reduce((a, b) => a + b, 0),
      migrations: header.migrations.length,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}

/** What reading a dump meets, in the file's order. */
type DumpEvent =
  | { kind: 'header'; header: DumpHeader }
  | { kind: 'table'; table: DumpTable }
  | { kind: 'row'; line: string }
  | { kind: 'end-of-table'; table: DumpTable }
  | { kind: 'trailer'; trailer: DumpTrailer };

const damaged = (file: string, why: string) => new BackupRefusal(`Файл ${file} обрезан или повреждён (${why}). Ничего не изменено`);
const notOurs = (file: string) => new BackupRefusal(`Файл ${file} — не резервная копия этого магазина. Ничего не изменено`);

function parseJson(line: string): unknown {
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

function isHeader(value: unknown): value is DumpHeader {
  const h = value as DumpHeader | undefined;
  return (
    typeof h === 'object' &&
    h !== null &&
    h.format === DUMP_FORMAT &&
    Array.isArray(h.migrations) &&
    Array.isArray(h.tables) &&
    h.tables.every((t) => typeof t.name === 'string' && Array.isArray(t.columns))
  );
}

/**
 * Reads a dump, checking its shape as it goes and, at its end, that its checksum matches: a file
 * that is not a dump, is cut short or had a byte changed throws a BackupRefusal (perhaps after
 * some of its rows were yielded: the caller's transaction is what undoes them).
 */
async function* readDump(file: string): AsyncGenerator<DumpEvent> {
  const hash = createHash('sha256');
  const gunzip = createGunzip();
  const source = createReadStream(file);
  let streamError: Error | undefined;
  source.on('error', (error) => {
    streamError = error;
    gunzip.destroy(error);
  });
  source.pipe(gunzip);
  const lines = readline.createInterface({ input: gunzip as Readable, crlfDelay: Infinity });
  let header: DumpHeader | undefined;
  let tableIndex = 0;
  let current: DumpTable | undefined;
  let trailer: DumpTrailer | undefined;
  try {
    for await (const line of lines) {
      if (trailer) throw damaged(file, 'после конца копии есть ещё данные');
      if (!header) {
        const value = parseJson(line);
        if (!isHeader(value)) throw notOurs(file);
        if (value.version !== DUMP_VERSION) {
          throw new BackupRefusal(
            `Файл ${file} записан другой версией формата копии (${value.version}), эта читает ${DUMP_VERSION}. Ничего не изменено`,
          );
        }
        header = value;
        hash.update(`${line}\n`);
        yield { kind: 'header', header };
        continue;
      }
      if (current) {
        hash.update(`${line}\n`);
        if (line === END_OF_ROWS) {
          yield { kind: 'end-of-table', table: current };
          current = undefined;
        } else {
          yield { kind: 'row', line };
        }
        continue;
      }
      const value = parseJson(line) as { table?: unknown; end?: unknown } | undefined;
      if (value?.table !== undefined) {
        const expected = header.tables[tableIndex];
        if (value.table !== expected?.name) throw damaged(file, `ожидалась таблица ${expected?.name ?? '(никакая)'}`);
        tableIndex += 1;
        current = expected;
        hash.update(`${line}\n`);
        yield { kind: 'table', table: current };
      } else if (value?.end === true) {
        trailer = value as DumpTrailer;
        if (tableIndex !== header.tables.length) throw damaged(file, 'в копии не все таблицы');
        if (trailer.sha256 !== hash.digest('hex')) throw damaged(file, 'контрольная сумма не сходится');
      } else {
        throw damaged(file, 'строка не на своём месте');
      }
    }
  } catch (error) {
    if (error instanceof BackupRefusal) throw error;
    if (streamError) throw new BackupRefusal(`Файл ${file} не прочитан: ${streamError.message}. Ничего не изменено`);
    const code = (error as NodeJS.ErrnoException).code;
    if (!header && code === 'Z_DATA_ERROR') throw notOurs(file);
    throw damaged(file, code === 'Z_BUF_ERROR' ? 'файл кончается раньше копии' : (error as Error).message);
  }
  if (streamError) throw new BackupRefusal(`Файл ${file} не прочитан: ${streamError.message}. Ничего не изменено`);
  if (!header) throw notOurs(file);
  if (!trailer) throw damaged(file, 'файл кончается раньше копии');
  yield { kind: 'trailer', trailer };
}

/** Reads the whole dump without touching any database: its header if it is whole and ours, else a BackupRefusal. */
export async function checkDump(file: string): Promise<DumpHeader> {
  let header: DumpHeader | undefined;
  for await (const event of readDump(file)) if (event.kind === 'header') header = event.header;
  return header!;
}

/** The committed migrations this code has, the dump's first: refuses a dump of a newer or a different shop. */
function migrationsToApply(header: DumpHeader, folder: string) {
  const known = readMigrationFiles({ migrationsFolder: folder });
  if (header.migrations.length > known.length) {
    throw new BackupRefusal(
      `Копия сделана более новой версией магазина (миграций в копии ${header.migrations.length}, в этой версии ${known.length}): обновите магазин и восстановите снова. Ничего не изменено`,
    );
  }
  header.migrations.forEach((m, i) => {
    if (known[i]!.hash !== m.hash || known[i]!.folderMillis !== m.createdAt) {
      throw new BackupRefusal(
        `Миграции копии не совпадают с миграциями этой версии магазина (расходятся с ${i + 1}-й). Ничего не изменено`,
      );
    }
  });
  return known.slice(0, header.migrations.length);
}

/** Refuses a database with anything of its own in it: tables, schemas besides `public`, extensions. */
async function refuseIfNotEmpty(client: pg.ClientBase) {
  const { rows } = await client.query<{ relations: number; schemas: number; extensions: number }>(
    `SELECT (SELECT count(*)::int FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
              WHERE n.nspname NOT LIKE 'pg\\_%' AND n.nspname <> 'information_schema') AS relations,
            (SELECT count(*)::int FROM pg_namespace
              WHERE nspname NOT LIKE 'pg\\_%' AND nspname NOT IN ('information_schema', 'public')) AS schemas,
            (SELECT count(*)::int FROM pg_extension WHERE extname <> 'plpgsql') AS extensions`,
  );
  const found = rows[0]!;
  if (found.relations || found.schemas || found.extensions) {
    throw new BackupRefusal(
      'База данных не пуста: копию восстанавливают только в пустую базу (новый DATA_DIR или новая база для DATABASE_URL). Ничего не изменено',
    );
  }
}

/**
 * Brings the dump `file` back into the empty database `client` is connected to, in one transaction:
 * the migrations up to the dump's, the rows table by table (parents first, the tables' own triggers
 * off), then the sequences. Any refusal or failure rolls it all back and leaves the database empty.
 * Later migrations, if this code has any, are the next start's (or `npm run migrate`'s).
 */
export async function restoreDatabase(client: pg.ClientBase, file: string, folder = migrationsFolder()): Promise<DumpSummary> {
  // A first reading checks the whole file before the database is touched.
  const checked = await checkDump(file);
  const migrations = migrationsToApply(checked, folder);

  for (const setting of SESSION_SETTINGS) await client.query(setting);
  await client.query('BEGIN');
  try {
    await refuseIfNotEmpty(client);
    // The journal as drizzle's migrator keeps it (drizzle-orm/pg-core/dialect.js), so that the next
    // start applies only the migrations after the dump's. Its migrator commits on its own, so the
    // statements are run here, inside this transaction.
    await client.query('CREATE SCHEMA IF NOT EXISTS "drizzle"');
    await client.query(
      'CREATE TABLE IF NOT EXISTS "drizzle"."__drizzle_migrations" (id SERIAL PRIMARY KEY, hash text NOT NULL, created_at bigint)',
    );
    for (const migration of migrations) {
      for (const statement of migration.sql) await client.query(statement);
      await client.query('INSERT INTO "drizzle"."__drizzle_migrations" ("hash", "created_at") VALUES ($1, $2)', [
        migration.hash,
        migration.folderMillis,
      ]);
    }

    const present = (await shopTables(client)).map((t) => t.name).sort();
    const dumped = checked.tables.map((t) => t.name).sort();
    if (present.join() !== dumped.join()) {
      throw new BackupRefusal('Таблицы копии не совпадают с таблицами её версии магазина: копия повреждена. Ничего не изменено');
    }
    // Rows some migrations write (defaults, reference lists) are in the dump as they were then.
    if (present.length) await client.query(`TRUNCATE ${present.map(quoted).join(', ')}`);

    const restored: Record<string, number> = {};
    let copy: Writable & { rowCount: number } = undefined!;
    let batch: string[] = [];
    const flush = async () => {
      if (!batch.length) return;
      const text = `${batch.join('\n')}\n`;
      batch = [];
      if (!copy.write(text)) await once(copy, 'drain');
    };
    let trailer: DumpTrailer | undefined;
    let header: DumpHeader | undefined;
    for await (const event of readDump(file)) {
      if (event.kind === 'header') {
        header = event.header;
        if (JSON.stringify(header) !== JSON.stringify(checked))
          throw new BackupRefusal(`Файл ${file} изменился во время восстановления. Ничего не изменено`);
      } else if (event.kind === 'table') {
        const name = quoted(event.table.name);
        await client.query(`ALTER TABLE ${name} DISABLE TRIGGER USER`);
        copy = client.query(copyFrom(`COPY ${name} (${event.table.columns.map(quoted).join(', ')}) FROM STDIN`));
      } else if (event.kind === 'row') {
        batch.push(event.line);
        if (batch.length >= 1000) await flush();
      } else if (event.kind === 'end-of-table') {
        await flush();
        copy.end();
        await once(copy, 'finish');
        restored[event.table.name] = copy.rowCount;
        await client.query(`ALTER TABLE ${quoted(event.table.name)} ENABLE TRIGGER USER`);
      } else {
        trailer = event.trailer;
      }
    }
    for (const [table, count] of Object.entries(trailer!.rows)) {
      if (restored[table] !== count)
        throw new BackupRefusal(`В таблице ${table} копии ${count} строк, восстановлено ${restored[table] ?? 0}. Ничего не изменено`);
    }
    for (const sequence of trailer!.sequences) {
      await client.query('SELECT setval($1::regclass, $2::bigint, true)', [quoted(sequence.name), sequence.value]);
    }
    await client.query('COMMIT');
    return {
      tables: checked.tables.length,
      rows: Object.values(restored).reduce((a, b) => a + b, 0),
      migrations: migrations.length,
    };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
