import type { Queue } from 'bullmq';

/**
 * Resolves once a queue has nothing left to run now: no waiting, running or prioritised job, and no delayed
 * one except the next run of a job scheduler (the mail sweep, the digests), which is always there.
 */
export async function queueSettled(queue: Queue, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
    const delayed = await queue.getJobs(['delayed']);
    const pending = delayed.filter((job) => !job.repeatJobKey).length;
    if (pending === 0 && Object.values(counts).every((n) => n === 0)) return;
    if (Date.now() > deadline)
      throw new Error(
        `Queue ${queue.name} did not settle: ${JSON.stringify({ ...counts, delayed: pending })}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
