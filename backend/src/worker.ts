import { checkPostgres, checkRedis } from './bootstrap/preflight';
import { runEntryPoint } from './bootstrap/run-entry-point';
import { startWorkerApp } from './bootstrap/worker-app';

runEntryPoint('worker', async (config) => {
  await checkPostgres(config);
  await checkRedis(config);
  const worker = await startWorkerApp(config);
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    void worker.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
});
