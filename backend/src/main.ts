import { Logger } from '@nestjs/common';
import { createApiApp } from './bootstrap/api-app';
import { warmUpPasswordEstimator } from './modules/identity/auth/password-strength';
import { checkPostgres, checkRedis } from './bootstrap/preflight';
import { runEntryPoint } from './bootstrap/run-entry-point';

runEntryPoint('api', async (config) => {
  await checkPostgres(config);
  await checkRedis(config);
  const app = await createApiApp(config);
  await app.listen(config.port, config.host);
  warmUpPasswordEstimator();
  new Logger('api').log(`Listening on ${config.publicUrl} (API under /api, docs at /api/docs)`);
});
