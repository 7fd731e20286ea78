import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

const SERVER = process.env.TEST_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export function adminUrl(database: string): string {
  return `${SERVER}/${database}`;
}

export function runDatabasePrefix(): string {
  const runId = process.env.TEST_RUN_ID;
  if (!runId) throw new Error('TEST_RUN_ID is not set: run the integration tests through jest');
  return `costa_test_${runId}`;
}

export function templateDatabaseName(): string {
  return `${runDatabasePrefix()}_template`;
}

/** A new database cloned from the migrated template; returns its URL. */
export async function freshDatabase(): Promise<string> {
  const name = `${runDatabasePrefix()}_${randomBytes(4).toString('hex')}`;
  const client = new Client({ connectionString: adminUrl('postgres') });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(`create database "${name}" template "${templateDatabaseName()}"`);
        break;
      } catch (error) {
        // 55006: another file is cloning the template at this moment.
        if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
  } finally {
    await client.end();
  }
  return adminUrl(name);
}
