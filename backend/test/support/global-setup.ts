import { randomBytes } from 'node:crypto';
import { migrate } from '../../src/bootstrap/migrate';
import { loadConfig } from '../../src/platform/config/app-config';
import { dropDatabase } from '../../src/platform/database/ensure-database';
import { adminUrl, templateDatabaseName } from './test-database';

/**
 * Once per run: a migrated template database. Every test file clones it into a database of its own,
 * so files never see each other's data and each run starts from nothing.
 */
export default async function globalSetup(): Promise<void> {
  process.env.TEST_RUN_ID ??= `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const url = adminUrl(templateDatabaseName());
  await dropDatabase(url);
  await migrate(loadConfig({ ...process.env, DATABASE_URL: url, NODE_ENV: 'test' }));
}
