/* eslint-disable no-console -- a benchmark prints its figures. */
/**
 * `npm run bench:backup`: `cli backup` and `cli restore` (with the `migrate` it runs) on a database of its
 * own holding 50,000 events (BENCH_EVENTS overrides) with their personal fields sealed per person, and the
 * pipeline's read models (50,000 deals, 10,000 listings), restored into a second new database. Prints the
 * time of each and the size of the backup's parts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MikroORM } from '@mikro-orm/postgresql';
import { migrate } from '../bootstrap/migrate';
import { KEYS_FILE, MEDIA_FILE } from '../platform/backup/backup-manifest';
import { createBackup } from '../platform/backup/create-backup';
import { restoreBackup } from '../platform/backup/restore-backup';
import { loadConfig } from '../platform/config/app-config';
import { dropDatabase } from '../platform/database/ensure-database';
import { ormOptions } from '../platform/database/orm-options';
import { PersonalData } from '../platform/privacy/personal-data';
import { SEAL_UPGRADE, sealStoredPersonalData } from '../platform/privacy/seal-stored-personal-data';
import { benchDatabase } from './bench-database';
import { writeBenchEvents } from './bench-event-log';
import { writePipelineRows } from './pipeline-bench-data';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);

async function main(): Promise<void> {
  const work = await mkdtemp(path.join(tmpdir(), 'costa-bench-backup-'));
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    MEDIA_DIR: path.join(work, 'media'),
    ERASURE_LEDGER_DIR: path.join(work, 'ledger'),
  };
  const source = loadConfig({ ...env, DATABASE_URL: benchDatabase('backup').databaseUrl });
  const target = loadConfig({
    ...env,
    DATABASE_URL: benchDatabase('restored').databaseUrl,
    MEDIA_DIR: path.join(work, 'restored-media'),
  });
  try {
    await migrate(source);
    const orm = await MikroORM.init({ ...ormOptions(source), debug: false });
    try {
      await writeBenchEvents(orm.em.getConnection(), EVENTS);
      await orm.em.getConnection().execute('delete from person_keys where person_id = ?', [SEAL_UPGRADE]);
      await sealStoredPersonalData(orm.em.fork(), new PersonalData(source));
      await writePipelineRows(orm.em.fork());
    } finally {
      await orm.close(true);
    }

    const backup = await createBackup(source, path.join(work, 'backups'));
    const { manifest } = backup;
    const size = (prefix: string) =>
      Object.entries(manifest.files)
        .filter(([file]) => file.startsWith(prefix))
        .reduce((sum, [, file]) => sum + file.bytes, 0);
    const rows = Object.values(manifest.tables).reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `bench:backup  ${manifest.log.events.toLocaleString('en')} events, ${rows.toLocaleString('en')} rows in ` +
        `${Object.keys(manifest.tables).length} tables, ${manifest.keys.rows.toLocaleString('en')} person keys`,
    );
    console.log(`bench:backup  backup: ${backup.seconds.toFixed(1)} s`);
    console.log(
      `bench:backup  sizes: database ${kilobytes(size('database/'))}, keys ${kilobytes(size(KEYS_FILE))}, ` +
        `media ${kilobytes(size(MEDIA_FILE))}`,
    );

    const started = performance.now();
    const restored = await restoreBackup(target, backup.dir, { withoutKeys: false });
    const loaded = performance.now();
    await migrate(target);
    const migrated = performance.now();
    console.log(
      `bench:backup  restore: ${((migrated - started) / 1000).toFixed(1)} s (load ${restored.rows.toLocaleString('en')} ` +
        `rows in one transaction: ${((loaded - started) / 1000).toFixed(1)} s; migrate: ` +
        `${((migrated - loaded) / 1000).toFixed(1)} s)`,
    );
  } finally {
    await dropDatabase(source.databaseUrl);
    await dropDatabase(target.databaseUrl);
    await rm(work, { recursive: true, force: true });
  }
}

const kilobytes = (bytes: number): string => `${Math.round(bytes / 1000).toLocaleString('en')} KB`;

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
