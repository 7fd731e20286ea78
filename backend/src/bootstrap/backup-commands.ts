import type { AppConfig } from '../platform/config/app-config';
import { BackupError, KEYS_FILE, MEDIA_FILE } from '../platform/backup/backup-manifest';
import { createBackup } from '../platform/backup/create-backup';
import { restoreBackup, RestoreRolledBackError } from '../platform/backup/restore-backup';
import { migrate } from './migrate';

type Print = (line: string) => void;

/** `cli backup <dir>`: writes a backup folder into `dir` and says what it holds. Returns the exit code. */
export async function backupCommand(config: AppConfig, [parent]: string[], print: Print): Promise<number> {
  if (!parent) {
    print('Usage: npm run cli -- backup <dir>');
    return 2;
  }
  const { dir, manifest, seconds } = await createBackup(config, parent);
  const size = (prefix: string) =>
    Object.entries(manifest.files)
      .filter(([file]) => file.startsWith(prefix))
      .reduce((sum, [, file]) => sum + file.bytes, 0);
  const tables = Object.values(manifest.tables);
  print(`Backup written to ${dir}`);
  print(
    `  ${tables.length} tables, ${count(tables.reduce((sum, table) => sum + table.rows, 0))} rows ` +
      `(${count(manifest.log.events)} events): ${megabytes(size('database/'))}`,
  );
  print(
    `  ${count(manifest.keys.rows)} person keys: ${megabytes(size(KEYS_FILE))}, in ${KEYS_FILE}: keep it apart`,
  );
  print(`  media: ${megabytes(size(MEDIA_FILE))}; ${seconds.toFixed(1)} s in all`);
  return 0;
}

/**
 * `cli restore <backup-dir> [--without-keys]`: restores into an empty database, then runs `migrate` (the
 * migrations newer than the backup, the erasure ledger) before anything serves it. Returns the exit code.
 */
export async function restoreCommand(config: AppConfig, args: string[], print: Print): Promise<number> {
  const withoutKeys = args.includes('--without-keys');
  const [dir, ...rest] = args.filter((arg) => arg !== '--without-keys');
  if (!dir || rest.length > 0) {
    print('Usage: npm run cli -- restore <backup dir> [--without-keys]');
    return 2;
  }
  let restored;
  try {
    restored = await restoreBackup(config, dir, { withoutKeys });
  } catch (error) {
    if (error instanceof BackupError || error instanceof RestoreRolledBackError) {
      print(`restore: ${error.message}`);
      return 1;
    }
    throw error;
  }
  const { applied, erasedAgain } = await migrate(config);
  const { manifest, tables, rows, keys, seconds } = restored;
  print(`Restored the backup of ${manifest.createdAt} from ${dir}`);
  print(`  ${tables} tables, ${count(rows)} rows (${count(manifest.log.events)} events), media`);
  print(
    withoutKeys
      ? '  without person keys: the personal data in the events stays unreadable'
      : `  ${count(keys)} person keys`,
  );
  print(`  migrations since the backup: ${applied.length ? applied.join(', ') : 'none'}`);
  print(`  erased again from the erasure ledger: ${erasedAgain.length} accounts; ${seconds.toFixed(1)} s`);
  return 0;
}

const count = (value: number): string => value.toLocaleString('en');
const megabytes = (bytes: number): string => `${(bytes / 1_000_000).toFixed(1)} MB`;
