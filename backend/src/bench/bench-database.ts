import { randomBytes } from 'node:crypto';
import { loadConfig } from '../platform/config/app-config';

/**
 * A database of the benchmark's own on the configured server, `costa_bench_<name>_<run>`, so a run never
 * touches the product's data; `runId` also names the run's Redis prefix where the bench needs one.
 */
export function benchDatabase(name: string): { runId: string; databaseUrl: string } {
  const runId = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
  const url = new URL(loadConfig().databaseUrl);
  url.pathname = `/costa_bench_${name}_${runId}`;
  return { runId, databaseUrl: url.toString() };
}
