import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../platform/config/app-config';
import { ensureDatabase } from '../platform/database/ensure-database';
import { ormOptions } from '../platform/database/orm-options';
import { PersonalData } from '../platform/privacy/personal-data';
import { sealStoredPersonalData } from '../platform/privacy/seal-stored-personal-data';

/**
 * Creates the database when missing, applies pending migrations, then seals the personal fields of events
 * recorded before crypto-shredding (once; see sealStoredPersonalData). Returns the names applied.
 */
export async function migrate(config: AppConfig): Promise<string[]> {
  await ensureDatabase(config.databaseUrl);
  const orm = await MikroORM.init({ ...ormOptions(config), debug: false });
  try {
    const applied = await orm.getMigrator().up();
    await sealStoredPersonalData(orm.em.fork(), new PersonalData(config));
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
