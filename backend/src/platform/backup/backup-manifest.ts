import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { LogPosition } from '../event-store/stored-event';

/** The version of the backup's layout; a restore refuses one it does not know. */
export const BACKUP_FORMAT = 1;
export const MANIFEST_FILE = 'manifest.json';
/** The person keys, apart from the database folder: restoring them restores what erasure destroyed. */
export const KEYS_FILE = 'keys/person-keys.copy.gz';
export const MEDIA_FILE = 'media.tar.gz';

/** One table's `COPY` (PostgreSQL's text format, gzip'd) and what it held. */
export interface CopiedTable {
  readonly file: string;
  readonly columns: readonly string[];
  readonly rows: number;
}

/** What a finished backup holds; written last, so a folder without it is an unfinished backup. */
export interface BackupManifest {
  readonly format: number;
  readonly createdAt: string;
  /** The migrations the database had, in order: a restore builds this schema before loading the rows. */
  readonly migrations: readonly string[];
  readonly log: {
    readonly events: number;
    /** How many transactions wrote the events: a restore renumbers their ids below its own. */
    readonly transactions: number;
    readonly lastPosition: LogPosition | null;
  };
  readonly tables: Readonly<Record<string, CopiedTable>>;
  readonly keys: CopiedTable;
  /** sha256 and size of every file of the backup but the manifest, by path inside the backup. */
  readonly files: Readonly<Record<string, { readonly sha256: string; readonly bytes: number }>>;
}

/** A backup that cannot be used as it is, or a database it cannot go into: the operator's to fix. */
export class BackupError extends Error {}

export async function fileDigest(file: string): Promise<{ sha256: string; bytes: number }> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return { sha256: hash.digest('hex'), bytes: (await stat(file)).size };
}

export async function writeManifest(dir: string, manifest: BackupManifest): Promise<void> {
  const partial = path.join(dir, `.${MANIFEST_FILE}.partial`);
  await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(partial, path.join(dir, MANIFEST_FILE));
}

/**
 * The manifest of a finished backup, after checking every file against its sha256; the keys' file is
 * skipped, and may be missing, when the restore goes without keys.
 */
export async function readVerifiedManifest(dir: string, withoutKeys: boolean): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(dir, MANIFEST_FILE), 'utf8')) as BackupManifest;
  } catch {
    throw new BackupError(`${dir} has no readable ${MANIFEST_FILE}: it is not a finished backup`);
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(
      `${dir} is a backup of format ${manifest.format}; this version reads ${BACKUP_FORMAT}`,
    );
  }
  for (const [file, expected] of Object.entries(manifest.files)) {
    if (withoutKeys && file === manifest.keys.file) continue;
    let actual: { sha256: string; bytes: number };
    try {
      actual = await fileDigest(path.join(dir, file));
    } catch {
      throw new BackupError(
        file === manifest.keys.file
          ? `${file} is missing: restore the person keys with the backup, or pass --without-keys (then the ` +
              'personal data in the events stays unreadable for good)'
          : `${file} is missing from the backup`,
      );
    }
    if (actual.sha256 !== expected.sha256) {
      throw new BackupError(`${file} does not match its checksum: the backup is damaged`);
    }
  }
  return manifest;
}
