import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Client } from 'pg';
import type { AppConfig } from '../config/app-config';
import {
  BACKUP_FORMAT,
  fileDigest,
  KEYS_FILE,
  MEDIA_FILE,
  writeManifest,
  type BackupManifest,
  type CopiedTable,
} from './backup-manifest';
import { archiveMedia } from './media-archive';
import { copyTableOut } from './table-copy';

const KEYS_TABLE = 'person_keys';
/**
 * Tables the database folder leaves out: the person keys (their own file), the list of migrations (the
 * manifest's), and caches made again on demand (the brochures' PDFs, docs/operations.md).
 */
const NOT_COPIED = new Set([KEYS_TABLE, 'schema_migrations', 'brochures']);

export interface BackupResult {
  readonly dir: string;
  readonly manifest: BackupManifest;
  readonly seconds: number;
}

/**
 * Writes `<parent>/costa-<UTC time>/`: every table in one consistent snapshot (one REPEATABLE READ, READ ONLY
 * transaction), each as a gzip'd COPY in `database/`, the person keys of that same snapshot in `keys/`,
 * MEDIA_DIR without its derived folders in `media.tar.gz`, and last `manifest.json`.
 */
export async function createBackup(
  config: Pick<AppConfig, 'databaseUrl' | 'mediaDir'>,
  parent: string,
  now = new Date(),
): Promise<BackupResult> {
  const started = performance.now();
  const dir = path.resolve(parent, `costa-${now.toISOString().replace(/[:.]/g, '-')}`);
  await mkdir(path.join(dir, 'database'), { recursive: true });
  await mkdir(path.join(dir, path.dirname(KEYS_FILE)));
  const client = new Client({ connectionString: config.databaseUrl });
  await client.connect();
  let snapshot: Omit<BackupManifest, 'format' | 'createdAt' | 'files'>;
  try {
    await client.query('begin isolation level repeatable read, read only');
    snapshot = await copyDatabase(client, dir);
    await client.query('commit');
  } finally {
    await client.end();
  }
  // After the snapshot: every image its events name was written before them, so the archive holds it.
  await archiveMedia(config.mediaDir, path.join(dir, MEDIA_FILE));
  const written = [...Object.values(snapshot.tables).map((table) => table.file), KEYS_FILE, MEDIA_FILE];
  const files: Record<string, { sha256: string; bytes: number }> = {};
  for (const file of written) files[file] = await fileDigest(path.join(dir, file));
  const manifest: BackupManifest = {
    format: BACKUP_FORMAT,
    createdAt: now.toISOString(),
    ...snapshot,
    files,
  };
  await writeManifest(dir, manifest);
  return { dir, manifest, seconds: (performance.now() - started) / 1000 };
}

async function copyDatabase(
  client: Client,
  dir: string,
): Promise<Omit<BackupManifest, 'format' | 'createdAt' | 'files'>> {
  const migrations = (
    await client.query<{ name: string }>('select name from schema_migrations order by id')
  ).rows.map((row) => row.name);
  const [log] = (
    await client.query<{ events: string; transactions: string }>(
      'select count(*) as events, count(distinct transaction_id) as transactions from events',
    )
  ).rows;
  const [last] = (
    await client.query<{ transaction_id: string; global_position: string }>(
      `select transaction_id::text, global_position::text from events
        order by transaction_id desc, global_position desc limit 1`,
    )
  ).rows;
  const columns = await columnsByTable(client);
  const tables: Record<string, CopiedTable> = {};
  for (const [table, tableColumns] of columns) {
    if (NOT_COPIED.has(table)) continue;
    const file = `database/${table}.copy.gz`;
    const rows = await copyTableOut(client, table, tableColumns, path.join(dir, file));
    tables[table] = { file, columns: tableColumns, rows };
  }
  const keyColumns = columns.get(KEYS_TABLE) ?? [];
  const keys = {
    file: KEYS_FILE,
    columns: keyColumns,
    rows: await copyTableOut(client, KEYS_TABLE, keyColumns, path.join(dir, KEYS_FILE)),
  };
  return {
    migrations,
    log: {
      events: Number(log.events),
      transactions: Number(log.transactions),
      lastPosition: last
        ? { transactionId: last.transaction_id, globalPosition: last.global_position }
        : null,
    },
    tables,
    keys,
  };
}

/** Every table of the public schema with its stored columns in order (generated ones are computed again). */
async function columnsByTable(client: Client): Promise<Map<string, string[]>> {
  const { rows } = await client.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const columns = new Map<string, string[]>();
  for (const row of rows)
    columns.set(row.table_name, [...(columns.get(row.table_name) ?? []), row.column_name]);
  return columns;
}
