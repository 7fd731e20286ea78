// First: traces (when switched on) must start before Nest, pg and ioredis are loaded.
import './platform/tracing/register-worker';
import { checkPostgres } from './bootstrap/preflight';
import { runEntryPoint } from './bootstrap/run-entry-point';
import { startWorkerApp, type WorkerApp } from './bootstrap/worker-app';

runEntryPoint('worker', async (config) => {
  await checkPostgres(config);
  const running: { worker?: WorkerApp } = {};
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // Still waiting for Redis: nothing has started that would need to finish.
    if (!running.worker) process.exit(0);
    void running.worker.stop().then(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  // Redis is waited for with backoff, not checked once: a worker started before Redis, or while it
  // restarts, would otherwise exit and stay down.
  running.worker = await startWorkerApp(config);
});
