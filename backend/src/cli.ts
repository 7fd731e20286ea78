/* eslint-disable no-console -- operator commands report to the terminal. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { createApiApp } from './bootstrap/api-app';
import { createApplicationContext } from './bootstrap/application-context';
import { backupCommand, restoreCommand } from './bootstrap/backup-commands';
import { migrate } from './bootstrap/migrate';
import { checkPostgres, checkRedis } from './bootstrap/preflight';
import { runEntryPoint } from './bootstrap/run-entry-point';
import { startLocal, type SeedResult } from './bootstrap/start-local';
import { seedBookings } from './modules/bookings/seed/seed-bookings';
import { seedClientBookings } from './modules/bookings/seed/seed-client-bookings';
import { seedCatalogue } from './modules/catalogue/seed/seed-catalogue';
import { seedPriceReductions } from './modules/catalogue/seed/seed-price-reductions';
import { seedClientSpace } from './modules/engagement/seed/seed-client-space';
import { seedInquiries } from './modules/engagement/seed/seed-inquiries';
import { createOwner } from './modules/identity/seed/create-owner';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/identity/seed/demo-accounts';
import { seedSampleBuyers } from './modules/identity/seed/sample-buyers';
import { userLookup } from './modules/identity/read-models/user-lookup';
import { seedMandates } from './modules/mandates/seed/seed-mandates';
import { seedNewsletter } from './modules/newsletter/seed/seed-newsletter';
import { seedPortals } from './modules/portals/seed/seed-portals';
import { seedSales } from './modules/sales/seed/seed-sales';
import { seedViewings } from './modules/viewings/seed/seed-viewings';
import { seedPurchaseCostRates } from './modules/purchase-costs/seed/seed-purchase-cost-rates';
import { DomainError } from './platform/domain/domain-error';
import type { AppConfig } from './platform/config/app-config';
import { buildOpenApiDocument } from './platform/http/openapi';
import { mailCommand } from './platform/mail/mail-command';
import { MailOperator } from './platform/mail/mail-operator';
import { ProjectionRebuilder, RebuildIncompleteError } from './platform/projections/projection-rebuilder';

const USAGE = `Usage: npm run cli -- <command>
  start                  local mode: migrate, seed sample data, run the API and the worker
  migrate                create the database if missing and apply migrations
  seed                   add the sample catalogue and, outside production, the demo accounts (idempotent)
  create-owner <email>   create an owner account (password from stdin, or asked for), or promote one
  rebuild-projections    truncate the read models and replay the event log into them
  backup <dir>           write a backup (database, person keys apart, media) into a new folder of <dir>
  restore <backup dir>   restore a backup into an empty database, then migrate; --without-keys: no keys
  openapi <file>         write the OpenAPI document to a file
  mail failed            list the e-mails that did not go out (refused, given up, uncertain) or are retrying
  mail retry <job id>    send one again (the same job and Message-ID); --all: all listed but the uncertain
  mail sent <job id>     an uncertain e-mail the mail server's log shows it accepted: record it as sent`;

async function seed(config: AppConfig): Promise<SeedResult> {
  const context = await createApplicationContext(config);
  try {
    const commands = context.get(CommandBus);
    const catalogueItems = await seedCatalogue(commands);
    // The rates in force, in production too: every calculator reads them.
    await seedPurchaseCostRates(commands);
    // Demo accounts have passwords everyone can read in the README, and sample bookings name fictional
    // guests: never in production.
    if (config.nodeEnv === 'production') return { catalogueItems, demoAccounts: [], sampleBookings: 0 };
    const demoAccounts = await seedDemoAccounts(commands, context.get(EntityManager), config);
    const sampleBookings = await seedBookings(commands);
    await seedPriceReductions(commands, context.get(EntityManager));
    await seedMandates(commands, context.get(QueryBus), new Date());
    await seedPortals(commands, context.get(QueryBus));
    const demoClient = DEMO_ACCOUNTS.find((account) => account.role === 'user');
    const client =
      demoClient && (await userLookup.byEmail(context.get(EntityManager).fork(), demoClient.email));
    if (client) {
      await seedClientSpace(commands, client.id);
      await seedNewsletter(commands, context.get(EntityManager), client.id, new Date());
    }
    const demoAdmin = DEMO_ACCOUNTS.find((account) => account.role === 'admin');
    const admin = demoAdmin && (await userLookup.byEmail(context.get(EntityManager).fork(), demoAdmin.email));
    if (client && admin) {
      const name = `${client.firstName} ${client.lastName}`;
      await seedInquiries(commands, { id: client.id, email: client.email, name }, admin.id);
      await seedViewings(commands, client.id, admin.id, new Date());
      await seedClientBookings(commands, client.id, new Date());
      const [buyer, otherBuyer] = await seedSampleBuyers(commands, context.get(EntityManager));
      await seedSales(commands, { client: client.id, others: [buyer, otherBuyer] }, new Date());
    }
    return { catalogueItems, demoAccounts, sampleBookings };
  } finally {
    await context.close();
  }
}

/** The password of create-owner: the first line of stdin when piped, otherwise asked twice without echo. */
async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = '';
    for await (const chunk of process.stdin) input += String(chunk);
    return input.split(/\r?\n/)[0];
  }
  const first = await askHidden('Password for the new owner: ');
  const second = await askHidden('Repeat the password: ');
  if (first !== second) throw new Error('The passwords do not match');
  return first;
}

function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const output = rl as unknown as { _writeToOutput: (text: string) => void };
    let muted = false;
    output._writeToOutput = (text) => {
      if (!muted) process.stdout.write(text);
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
    muted = true;
  });
}

const commands: Record<string, (config: AppConfig, args: string[]) => Promise<void>> = {
  async start(config) {
    await startLocal(config, { seed: () => seed(config) });
  },
  async migrate(config) {
    await checkPostgres(config);
    const { applied, erasedAgain } = await migrate(config);
    console.log(applied.length ? `Applied ${applied.join(', ')}` : 'The database is up to date');
    if (erasedAgain.length) console.log(`Erased again from the erasure ledger: ${erasedAgain.join(', ')}`);
  },
  async seed(config) {
    await checkPostgres(config);
    const { catalogueItems, demoAccounts, sampleBookings } = await seed(config);
    console.log(`Sample catalogue: ${catalogueItems} items added`);
    if (demoAccounts.length) console.log(`Demo accounts created: ${demoAccounts.join(', ')}`);
    if (sampleBookings) console.log(`Sample bookings: ${sampleBookings} added`);
  },
  async 'create-owner'(config, [email]) {
    if (!email) {
      console.error('Usage: npm run cli -- create-owner <email>   (password from stdin, or asked for)');
      process.exit(2);
    }
    await checkPostgres(config);
    const context = await createApplicationContext(config);
    try {
      const result = await createOwner(context.get(CommandBus), context.get(EntityManager), {
        email,
        password: readPassword,
      });
      const said = {
        created: `Owner ${email} created; sign in with the password you gave.`,
        promoted: `${email} already had an account: it is an owner now (its password is unchanged).`,
        already_owner: `${email} is an owner already; nothing changed.`,
      };
      console.log(said[result]);
    } catch (error) {
      // A password the policy refuses, an invalid address: one clear line, not a stack trace.
      if (error instanceof DomainError) {
        console.error(`create-owner: ${error.code}: ${error.message}`);
        process.exit(1);
      }
      throw error;
    } finally {
      await context.close();
    }
  },
  async 'rebuild-projections'(config) {
    await checkPostgres(config);
    const context = await createApplicationContext(config);
    try {
      const { events, tables } = await context.get(ProjectionRebuilder).rebuild();
      console.log(`Replayed ${events} events into ${tables.join(', ')}`);
    } catch (error) {
      if (error instanceof RebuildIncompleteError) {
        console.error(`rebuild-projections: ${error.message}`);
        process.exit(1);
      }
      throw error;
    } finally {
      await context.close();
    }
  },
  async backup(config, args) {
    await checkPostgres(config);
    const exitCode = await backupCommand(config, args, console.log);
    if (exitCode) process.exit(exitCode);
  },
  async restore(config, args) {
    await checkPostgres(config);
    const exitCode = await restoreCommand(config, args, console.log);
    if (exitCode) process.exit(exitCode);
  },
  async mail(config, args) {
    await checkPostgres(config);
    await checkRedis(config);
    const context = await createApplicationContext(config);
    let exitCode = 0;
    try {
      exitCode = await mailCommand(context.get(MailOperator), args, console.log);
    } finally {
      await context.close();
    }
    if (exitCode) process.exit(exitCode);
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
