/* eslint-disable no-console -- operator commands report to the terminal. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { CommandBus } from '@nestjs/cqrs';
import { createApiApp } from './bootstrap/api-app';
import { createApplicationContext } from './bootstrap/application-context';
import { migrate } from './bootstrap/migrate';
import { checkPostgres, checkRedis } from './bootstrap/preflight';
import { runEntryPoint } from './bootstrap/run-entry-point';
import { startLocal } from './bootstrap/start-local';
import { seedCatalogue } from './modules/catalogue/seed/seed-catalogue';
import type { AppConfig } from './platform/config/app-config';
import { buildOpenApiDocument } from './platform/http/openapi';
import { ProjectionRebuilder } from './platform/projections/projection-rebuilder';

const USAGE = `Usage: npm run cli -- <command>
  start                  local mode: migrate, seed sample data, run the API and the worker
  migrate                create the database if missing and apply migrations
  seed                   add the sample catalogue (idempotent)
  rebuild-projections    truncate the read models and replay the event log into them
  openapi <file>         write the OpenAPI document to a file`;

async function seed(config: AppConfig): Promise<number> {
  const context = await createApplicationContext(config);
  try {
    return await seedCatalogue(context.get(CommandBus));
  } finally {
    await context.close();
  }
}

const commands: Record<string, (config: AppConfig, args: string[]) => Promise<void>> = {
  async start(config) {
    await startLocal(config, { seed: () => seed(config) });
  },
  async migrate(config) {
    await checkPostgres(config);
    const applied = await migrate(config);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
  },
  async seed(config) {
    await checkPostgres(config);
    console.log(`Sample catalogue: ${await seed(config)} items added`);
  },
  async 'rebuild-projections'(config) {
    await checkPostgres(config);
    const context = await createApplicationContext(config);
    try {
      const { events, tables } = await context.get(ProjectionRebuilder).rebuild();
      console.log(`Replayed ${events} events into ${tables.join(', ')}`);
    } finally {
      await context.close();
    }
  },
  async openapi(config, [file]) {
    if (!file) throw new Error('openapi needs a file name');
    await checkPostgres(config);
    await checkRedis(config);
    const app = await createApiApp(config);
    try {
      await writeFile(path.resolve(file), `${JSON.stringify(buildOpenApiDocument(app), null, 2)}\n`);
      console.log(`OpenAPI document written to ${file}`);
    } finally {
      await app.close();
    }
  },
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.error(name ? `Unknown command "${name}"\n${USAGE}` : USAGE);
  process.exit(2);
}
runEntryPoint(`cli ${name}`, async (config) => {
  await command(config, args);
  if (name !== 'start') process.exit(0);
});
