import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../platform/config/app-config';
import { ensureDatabase } from '../platform/database/ensure-database';
import { ormOptions } from '../platform/database/orm-options';

/** Creates the database when missing and applies pending migrations. Returns the names applied. */
export async function migrate(config: AppConfig): Promise<string[]> {
  await ensureDatabase(config.databaseUrl);
  const orm = await MikroORM.init({ ...ormOptions(config), debug: false });
  try {
    const applied = await orm.getMigrator().up();
    return applied.map((migration) => migration.name);
  } finally {
    await orm.close(true);
  }
}
