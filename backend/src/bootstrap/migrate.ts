import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../platform/config/app-config';
import { ensureDatabase } from '../platform/database/ensure-database';
import { ormOptions } from '../platform/database/orm-options';
import { PersonalData } from '../platform/privacy/personal-data';
import { sealStoredPersonalData } from '../platform/privacy/seal-stored-personal-data';
import { applyErasureLedger } from './erasure-ledger';

export interface MigrateResult {
  /** The migrations applied. */
  applied: string[];
  /** The accounts the erasure ledger names that were erased again (a restored older database). */
  erasedAgain: string[];
}

/**
 * Creates the database when missing, applies pending migrations, seals the personal fields of events
 * recorded before crypto-shredding (once; see sealStoredPersonalData), then erases again the accounts of the
 * erasure ledger that the database still holds (see applyErasureLedger), before any process serves them.
 */
export async function migrate(config: AppConfig): Promise<MigrateResult> {
  await ensureDatabase(config.databaseUrl);
  const orm = await MikroORM.init({ ...ormOptions(config), debug: false });
  try {
    const applied = await orm.getMigrator().up();
    await sealStoredPersonalData(orm.em.fork(), new PersonalData(config));
    const erasedAgain = await applyErasureLedger(config, orm.em.fork());
    return { applied: applied.map((migration) => migration.name), erasedAgain };
  } finally {
    await orm.close(true);
  }
}
