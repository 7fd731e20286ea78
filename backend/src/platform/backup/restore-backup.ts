import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import { ensureDatabase } from '../database/ensure-database';
import { MIGRATIONS } from '../database/migrations';
import { ormOptions } from '../database/orm-options';
import { BackupError, MEDIA_FILE, readVerifiedManifest, type BackupManifest } from './backup-manifest';
import { extractMedia } from './media-archive';
import { copyTableIn, ident } from './table-copy';

export interface RestoreResult {
  readonly manifest: BackupManifest;
  readonly tables: number;
  readonly rows: number;
  readonly keys: number;
  readonly seconds: number;
}

/** The database transaction failed: nothing of the backup stayed in the database. */
export class RestoreRolledBackError extends Error {}

/** Tables whose transaction ids are renumbered as they are loaded (see loadRenumbered). */
const RENUMBERED = new Set(['events', 'processor_checkpoints']);

/**
 * Restores a backup of createBackup into an empty database: checks the manifest and every checksum, then in
 * ONE transaction builds the schema with the migrations the backup had, loads every table (COPY FROM),
 * resets the sequences and loads the person keys (unless `withoutKeys`); then unpacks the media. Applying the
 * newer migrations and the erasure ledger is `migrate`'s, which the caller runs next.
 */
export async function restoreBackup(
  config: Pick<AppConfig, 'databaseUrl' | 'mediaDir'>,
  dir: string,
  options: { withoutKeys: boolean },
): Promise<RestoreResult> {
  const started = performance.now();
  const manifest = await readVerifiedManifest(dir, options.withoutKeys);
  const known = MIGRATIONS.map((migration) => migration.name);
  if (manifest.migrations.some((name, index) => known[index] !== name)) {
    throw new BackupError(
      'The backup has migrations this version does not know: restore it with a newer one',
    );
  }
  await ensureDatabase(config.databaseUrl);
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  let loaded: { rows: number; keys: number };
  try {
    await clearUnusedSchema(client);
    await reserveTransactionIds(client, manifest.log.transactions);
    loaded = await loadInOneTransaction(config, client, dir, manifest, options.withoutKeys);
  } finally {
    await client.end();
  }
  await extractMedia(path.join(dir, MEDIA_FILE), config.mediaDir);
  return {
    manifest,
    tables: Object.keys(manifest.tables).length,
    ...loaded,
    seconds: (performance.now() - started) / 1000,
  };
}

/**
 * Refuses a database with events. One with the product's tables but no event (a fresh `migrate`) holds
 * nothing to keep: its schema is dropped, so the backup's migrations build it again. The migrator's own
 * table, which it creates before the restore's transaction, counts as nothing.
 */
async function clearUnusedSchema(client: Client): Promise<void> {
  const { rows } = await client.query<{ tables: string; events: boolean | null }>(
    `select (select count(*) from pg_tables where schemaname = 'public' and tablename <> 'schema_migrations')
              as tables,
            to_regclass('public.events') is not null as events`,
  );
  if (Number(rows[0].tables) === 0) return;
  const database = client.database ?? 'the database';
  if (!rows[0].events) {
    throw new BackupError(
      `${database} holds tables that are not the product's: restore into an empty database`,
    );
  }
  const { rowCount } = await client.query('select 1 from events limit 1');
  if (rowCount) {
    throw new BackupError(
      `${database} holds events: restore only into an empty database (a new one, or this one dropped first)`,
    );
  }
  await client.query('drop schema public cascade; create schema public');
}

/**
 * The events' transaction ids (xid8) order the log for its readers, which read only below the oldest running
 * transaction. The restore renumbers them just below its own id, so they come before anything recorded after
 * it on this server; on a server that has run fewer transactions than the backup holds, it first uses up
 * enough ids.
 */
async function reserveTransactionIds(client: Client, transactions: number): Promise<void> {
  const { rows } = await client.query<{ next: string }>(
    'select pg_snapshot_xmax(pg_current_snapshot())::text as next',
  );
  const missing = transactions + 10 - Number(rows[0].next);
  if (missing <= 0) return;
  await client.query(
    `do $$ begin for i in 1..${missing} loop perform pg_current_xact_id(); commit; end loop; end $$`,
  );
}

async function loadInOneTransaction(
  config: Pick<AppConfig, 'databaseUrl'>,
  client: Client,
  dir: string,
  manifest: BackupManifest,
  withoutKeys: boolean,
): Promise<{ rows: number; keys: number }> {
  const orm = await MikroORM.init({ ...ormOptions(config), debug: false });
  try {
    // The migrator's statements and the COPY streams share this one connection, so one transaction.
    return await orm.em
      .getConnection()
      .getKnex()
      .transaction(
        async (trx) => {
          const last = manifest.migrations[manifest.migrations.length - 1];
          if (last) await orm.getMigrator().up({ to: last, transaction: trx });
          let rows = 0;
          for (const table of await loadOrder(client, Object.keys(manifest.tables))) {
            const copied = manifest.tables[table];
            const file = path.join(dir, copied.file);
            const loaded = RENUMBERED.has(table)
              ? await loadRenumbered(client, table, copied.columns, file)
              : await copyTableIn(client, table, copied.columns, file);
            if (loaded !== copied.rows) {
              throw new BackupError(`${table}: loaded ${loaded} rows, the backup holds ${copied.rows}`);
            }
            rows += loaded;
          }
          await resetSequences(client);
          const keys = withoutKeys
            ? 0
            : await copyTableIn(
                client,
                'person_keys',
                manifest.keys.columns,
                path.join(dir, manifest.keys.file),
              );
          return { rows, keys };
        },
        { connection: client },
      );
  } catch (error) {
    throw new RestoreRolledBackError(
      `${(error as Error).message}. Nothing was restored: the database is empty, as it was before`,
      { cause: error },
    );
  } finally {
    await orm.close(true);
  }
}

/**
 * The tables in an order that loads each after the tables its foreign keys reference, and the processors'
 * checkpoints after the events, whose renumbered transaction ids they take.
 */
async function loadOrder(client: Client, tables: readonly string[]): Promise<string[]> {
  const { rows } = await client.query<{ child: string; parent: string }>(
    `select c.relname as child, p.relname as parent from pg_constraint f
       join pg_class c on c.oid = f.conrelid join pg_class p on p.oid = f.confrelid
      where f.contype = 'f' and f.conrelid <> f.confrelid`,
  );
  const ordered: string[] = [];
  const visit = (table: string): void => {
    if (ordered.includes(table)) return;
    for (const { parent } of rows.filter((row) => row.child === table)) {
      if (tables.includes(parent)) visit(parent);
    }
    ordered.push(table);
  };
  for (const table of tables) visit(table);
  const checkpoints = (table: string): number => Number(table === 'processor_checkpoints');
  return ordered.sort((a, b) => checkpoints(a) - checkpoints(b));
}

/**
 * Loads `events` or `processor_checkpoints` through a staging table, giving each of the backup's transaction
 * ids a new one in the same order just below the restoring transaction's (the append-only trigger allows no
 * update afterwards). A checkpoint keeps its place among the events.
 */
async function loadRenumbered(
  client: Client,
  table: string,
  columns: readonly string[],
  file: string,
): Promise<number> {
  const staging = `restored_${table}`;
  await client.query(`create temp table ${staging} (like ${table}) on commit drop`);
  const rows = await copyTableIn(client, staging, columns, file);
  if (table === 'events') {
    await client.query(
      `create temp table restored_transactions on commit drop as
         select transaction_id as old, row_number() over (order by transaction_id) as rank
           from (select distinct transaction_id from restored_events) ids;
       create temp table restored_base on commit drop as
         select pg_current_xact_id()::text::numeric - (select count(*) from restored_transactions) - 1 as base`,
    );
  }
  const renumbered = `((select base from restored_base) + coalesce((select max(t.rank)
      from restored_transactions t where t.old <= s.transaction_id), 0))::text::xid8`;
  const list = columns.map(ident);
  const values = columns.map((column) => (column === 'transaction_id' ? renumbered : `s.${ident(column)}`));
  await client.query(
    `insert into ${table} (${list.join(', ')}) select ${values.join(', ')} from ${staging} s order by s.global_position`,
  );
  return rows;
}

/** Every sequence a column owns (bigserial `global_position`, ...) continues after the rows loaded. */
async function resetSequences(client: Client): Promise<void> {
  const { rows } = await client.query<{ sequence: string; table: string; column: string }>(
    `select s.oid::regclass::text as sequence, t.oid::regclass::text as table, a.attname as column
       from pg_class s
       join pg_depend d on d.objid = s.oid and d.classid = 'pg_class'::regclass and d.deptype in ('a', 'i')
       join pg_class t on t.oid = d.refobjid
       join pg_attribute a on a.attrelid = t.oid and a.attnum = d.refobjsubid
       join pg_namespace n on n.oid = s.relnamespace
      where s.relkind = 'S' and n.nspname = 'public' and t.relname <> 'schema_migrations'`,
  );
  for (const { sequence, table, column } of rows) {
    await client.query(`select setval($1, coalesce(max(${ident(column)}), 0) + 1, false) from ${table}`, [
      sequence,
    ]);
  }
}
