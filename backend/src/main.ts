// First: traces (when switched on) must start before Nest, pg and ioredis are loaded.
import './platform/tracing/register-api';
import { Logger } from '@nestjs/common';
import { createApiApp } from './bootstrap/api-app';
import { warmUpPasswordEstimator } from './modules/identity/auth/password-strength';
import { checkPostgres, checkRedis } from './bootstrap/preflight';
import { runEntryPoint } from './bootstrap/run-entry-point';
import { startMetricsServer } from './platform/metrics/metrics-server';

runEntryPoint('api', async (config) => {
  await checkPostgres(config);
  await checkRedis(config);
  const app = await createApiApp(config);
  await app.listen(config.port, config.host);
  await startMetricsServer(app, config, { probes: false });
  warmUpPasswordEstimator();
  new Logger('api').log(`Listening on ${config.publicUrl} (API under /api, docs at /api/docs)`);
});
