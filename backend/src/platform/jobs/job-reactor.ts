import { Injectable } from '@nestjs/common';
import type { StoredEvent } from '../event-store/stored-event';
import type { AsyncProcessor } from '../projections/projection';
import { jobIdFor, type JobReaction, type JobRemoval } from './job-reaction';
import { JobQueues } from './job-queues';

/**
 * The checkpointed async processor that turns events into BullMQ jobs. Side effects start here, never in a
 * controller: while Redis is down the batch fails, the checkpoint stays, and the jobs are enqueued later.
 */
@Injectable()
export class JobReactor implements AsyncProcessor {
  readonly name = 'job-reactor';
  readonly batchSize = 200;
  private readonly reactions: JobReaction[] = [];
  private readonly removals: JobRemoval[] = [];

  constructor(private readonly queues: JobQueues) {}

  register(reaction: JobReaction): void {
    if (this.reactions.some((existing) => existing.purpose === reaction.purpose)) {
      throw new Error(`Job reaction ${reaction.purpose} registered twice`);
    }
    this.reactions.push(reaction);
  }

  registerRemoval(removal: JobRemoval): void {
    if (this.removals.some((existing) => existing.purpose === removal.purpose)) {
      throw new Error(`Job removal ${removal.purpose} registered twice`);
    }
    this.removals.push(removal);
  }

  get eventTypes(): readonly string[] {
    return [...new Set([...this.reactions, ...this.removals].flatMap((reaction) => reaction.eventTypes))];
  }

  /**
   * One bulk add per queue and batch: a round trip to Redis per batch, not per job. Removals run after the
   * adds: an event that takes a job back always comes after the event that enqueued it.
   */
  async handle(_em: unknown, events: readonly StoredEvent[]): Promise<void> {
    const byQueue = new Map<string, { name: string; data: unknown; jobId: string; runAt?: Date }[]>();
    const removals = new Map<string, string[]>();
    for (const event of events) {
      for (const reaction of this.reactions) {
        if (!reaction.eventTypes.includes(event.type)) continue;
        const data = reaction.toJob(event);
        if (data === null) continue;
        const jobs = byQueue.get(reaction.queue) ?? [];
        const jobId = jobIdFor(reaction.purpose, reaction.jobKey?.(event) ?? event.eventId);
        jobs.push({ name: reaction.jobName, data, jobId, runAt: reaction.delayUntil?.(event) ?? undefined });
        byQueue.set(reaction.queue, jobs);
      }
      for (const removal of this.removals) {
        if (!removal.eventTypes.includes(event.type)) continue;
        removals.set(removal.queue, [...(removals.get(removal.queue) ?? []), ...removal.jobIds(event)]);
      }
    }
    for (const [queue, jobs] of byQueue) await this.queues.addMany(queue, jobs);
    for (const [queue, jobIds] of removals) await this.queues.removeMany(queue, jobIds);
  }
}
