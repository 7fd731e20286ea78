import { MikroORM } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../src/platform/config/app-config';
import { ormOptions } from '../../src/platform/database/orm-options';

/** A bare MikroORM on the test file's database, for platform tests that need no Nest context. */
export function openOrm(config: AppConfig): Promise<MikroORM> {
  return MikroORM.init({ ...ormOptions(config), debug: false });
}
