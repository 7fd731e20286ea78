import { Client } from 'pg';
import { adminUrl, runDatabasePrefix } from './test-database';

/** Drops every database this run created. */
export default async function globalTeardown(): Promise<void> {
  const client = new Client({ connectionString: adminUrl('postgres') });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`${runDatabasePrefix()}%`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } finally {
    await client.end();
  }
}
