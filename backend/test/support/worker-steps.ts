import { DeferredCommands } from '../../src/modules/identity/auth/deferred-commands';
import { JobReactor } from '../../src/platform/jobs/job-reactor';
import { ProcessorRunner } from '../../src/platform/projections/processor-runner';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';
import type { TestApi } from './test-api';

/**
 * What the worker does, once through and in its order: the deferred requests, every async processor, then
 * the job reactor (which queues the jobs; the BullMQ workers are not started).
 */
export async function runWorkerSteps(api: TestApi): Promise<void> {
  await api.app.get(DeferredCommands).settled();
  const runner = api.app.get(ProcessorRunner);
  for (const processor of api.app.get(ProjectionRegistry).asyncProcessors()) await runner.drain(processor);
  await runner.drain(api.app.get(JobReactor));
}
