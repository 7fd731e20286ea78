import { Migrator } from '@mikro-orm/migrations';
import { PostgreSqlDriver, type Options } from '@mikro-orm/postgresql';
import type { AppConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';

/** MikroORM options shared by the API, the worker, the CLI and the tests. */
export function ormOptions(config: Pick<AppConfig, 'databaseUrl'>): Options {
  return {
    driver: PostgreSqlDriver,
    clientUrl: config.databaseUrl,
    extensions: [Migrator],
    // Entities come from each module's MikroOrmModule.forFeature.
    entities: [],
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    pool: { min: 0, max: 10 },
    migrations: {
      tableName: 'schema_migrations',
      migrationsList: MIGRATIONS,
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
  };
}
