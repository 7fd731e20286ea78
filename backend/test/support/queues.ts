import type { INestApplicationContext } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { JobQueues } from '../../src/platform/jobs/job-queues';
import { JobWorkers } from '../../src/platform/jobs/job-workers';
import { eventually } from './eventually';

/**
 * Resolves once a queue has nothing left to run now: no waiting, running or prioritised job, and no delayed
 * one due before the deadline (a retry's backoff) except the next run of a job scheduler (the mail sweep,
 * the digests), which is always there. A job delayed beyond the deadline (a viewing's reminder) is not now.
 */
export async function queueSettled(queue: Queue, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  await eventually(
    `queue ${queue.name} to settle`,
    async () => {
      const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
      const delayed = (await queue.getJobs(['delayed'])).filter(
        (job) => !job.repeatJobKey && job.timestamp + job.delay <= deadline,
      ).length;
      return { ...counts, delayed };
    },
    { timeoutMs, until: (counts) => Object.values(counts).every((n) => n === 0) },
  );
}

/**
 * Runs the BullMQ workers until every named queue has settled, then stops them: whatever those queues
 * had not done by then, they never do.
 */
export async function workUntilSettled(
  app: INestApplicationContext,
  queueNames: readonly string[],
): Promise<void> {
  const workers = app.get(JobWorkers);
  await workers.start();
  try {
    for (const name of queueNames) await queueSettled(app.get(JobQueues).get(name));
  } finally {
    await workers.stop();
  }
}
