import { mkdir, open, readFile } from 'node:fs/promises';
import path from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

/** One erasure, by ids only: the ledger holds no personal data. */
export interface ErasureLedgerEntry {
  readonly accountId: string;
  readonly erasedAt: string;
  /** The `AccountErased` event that recorded it. */
  readonly eventId: string;
}

const FILE = 'erasures.jsonl';

/**
 * The erasure ledger: an append-only JSON-lines file outside the database (ERASURE_LEDGER_DIR), one line per
 * erased account. A backup taken before an erasure still holds the person's keys; when such a backup is
 * restored, `migrate` erases again every account the ledger names and the database does not show as erased.
 */
@Injectable()
export class ErasureLedger {
  private readonly file: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'erasureLedgerDir'>) {
    this.file = path.resolve(config.erasureLedgerDir, FILE);
  }

  /** Appends one line and waits until it is on the disk (fsync) before the caller goes on. */
  async append(entry: ErasureLedgerEntry): Promise<void> {
    const { accountId, erasedAt, eventId } = entry;
    await mkdir(path.dirname(this.file), { recursive: true });
    const handle = await open(this.file, 'a');
    try {
      await handle.write(`${JSON.stringify({ accountId, erasedAt, eventId })}\n`);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Every entry, oldest first; an empty list when nothing was ever erased. */
  async entries(): Promise<ErasureLedgerEntry[]> {
    let text: string;
    try {
      text = await readFile(this.file, 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
    // Whole entries wherever they are: a line torn by a crash mid-write (its erasure never committed) may
    // have the next entry appended to it, which this still finds.
    return [...text.matchAll(ENTRY)].map((match) => JSON.parse(match[0]) as ErasureLedgerEntry);
  }
}

const ENTRY = /\{"accountId":"[0-9a-f-]{36}","erasedAt":"[^"]+","eventId":"[0-9a-f-]{36}"\}/g;
