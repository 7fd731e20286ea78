/* eslint-disable no-console -- `npm start` talks to the person who ran it. */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { AppConfig } from '../platform/config/app-config';
import { migrate } from './migrate';
import { checkPostgres, checkRedis } from './preflight';

/** What seeding added; zero and empty when an earlier start seeded it already. */
export interface SeedResult {
  catalogueItems: number;
  demoAccounts: string[];
  sampleBookings: number;
}

/**
 * `npm start`: one command for the whole site on a developer's machine. Checks Postgres and Redis, creates
 * and migrates the database, seeds the sample catalogue, and outside production the three demo accounts and sample bookings, then
 * runs the API and the worker as two processes and stops both when either stops or on Ctrl+C.
 */
export async function startLocal(
  config: AppConfig,
  steps: { seed: () => Promise<SeedResult> },
): Promise<void> {
  await checkPostgres(config);
  await checkRedis(config);
  const { applied, erasedAgain } = await migrate(config);
  if (applied.length) console.log(`Database migrated: ${applied.join(', ')}`);
  if (erasedAgain.length) console.log(`Erased again from the erasure ledger: ${erasedAgain.length} accounts`);
  if (config.seedSampleData) {
    const { catalogueItems, demoAccounts, sampleBookings } = await steps.seed();
    console.log(
      catalogueItems
        ? `Sample catalogue seeded: ${catalogueItems} items`
        : 'Sample catalogue already present',
    );
    if (demoAccounts.length) {
      console.log(`Demo accounts created (passwords in the README): ${demoAccounts.join(', ')}`);
    }
    if (sampleBookings) console.log(`Sample bookings recorded: ${sampleBookings}`);
  }

  const children: ChildProcess[] = ['main.js', 'worker.js'].map((entry) =>
    spawn(process.execPath, [path.join(__dirname, '..', entry)], { stdio: 'inherit', env: process.env }),
  );
  let exiting = false;
  const stopAll = (code: number): void => {
    if (exiting) return;
    exiting = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
      ),
    ).then(() => process.exit(code));
  };
  for (const child of children) child.once('exit', (code) => stopAll(code ?? 1));
  process.once('SIGINT', () => stopAll(0));
  process.once('SIGTERM', () => stopAll(0));
  console.log(`Costa Cantabria Luxury is starting at ${config.publicUrl}`);
}
