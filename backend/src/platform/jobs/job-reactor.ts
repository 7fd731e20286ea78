import { Injectable, Logger } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../event-store/stored-event';
import { PersonalData } from '../privacy/personal-data';
import { EVENT_PERSONAL_DATA } from '../privacy/personal-fields';
import { mailLog } from '../mail/mail-log';
import { MAIL_QUEUE } from '../mail/mail-message';
import type { AsyncProcessor } from '../projections/projection';
import { withDataSubject } from './job-data-subject';
import { withTrace } from './job-trace';
import { jobIdFor, type JobReaction, type JobRemoval } from './job-reaction';
import { JobQueues } from './job-queues';

/** The event types whose append erases an account (the register's `erasesAccount`). */
const ERASING_TYPES = Object.keys(EVENT_PERSONAL_DATA).filter(
  (type) => EVENT_PERSONAL_DATA[type].erasesAccount,
);

/**
 * The checkpointed async processor that turns events into BullMQ jobs. Side effects start here, never in a
 * controller: while Redis is down the batch fails, the checkpoint stays, and the jobs are enqueued later.
 * A job made from an event with personal data (the register) names that event's person in its data; an
 * erasure removes the jobs of every person of the account from every queue the reactions fill. Both happen
 * here, in log order, so no job of an event before the erasure is added after its removal.
 */
@Injectable()
export class JobReactor implements AsyncProcessor {
  readonly name = 'job-reactor';
  readonly batchSize = 200;
  private readonly logger = new Logger(JobReactor.name);
  private readonly reactions: JobReaction[] = [];
  private readonly removals: JobRemoval[] = [];

  constructor(
    private readonly queues: JobQueues,
    private readonly personalData: PersonalData,
  ) {}

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
    const reacting = [...this.reactions, ...this.removals].flatMap((reaction) => reaction.eventTypes);
    return [...new Set([...reacting, ...ERASING_TYPES])];
  }

  /**
   * One bulk add per queue and batch: a round trip to Redis per batch, not per job. Removals run after the
   * adds: an event that takes a job back always comes after the event that enqueued it.
   */
  async handle(em: EntityManager, events: readonly StoredEvent[]): Promise<void> {
    const byQueue = new Map<string, { name: string; data: unknown; jobId: string; runAt?: Date }[]>();
    const removals = new Map<string, string[]>();
    const erasedAccounts: string[] = [];
    for (const event of events) {
      const personal = EVENT_PERSONAL_DATA[event.type];
      const erased = personal?.erasesAccount?.(event.data as Record<string, unknown>);
      if (erased) erasedAccounts.push(erased);
      const person = personal?.subject(event.data as Record<string, unknown>, event.metadata) ?? null;
      for (const reaction of this.reactions) {
        if (!reaction.eventTypes.includes(event.type)) continue;
        const data = reaction.toJob(event);
        if (data === null) continue;
        const jobs = byQueue.get(reaction.queue) ?? [];
        const jobId = jobIdFor(reaction.purpose, reaction.jobKey?.(event) ?? event.eventId);
        jobs.push({
          name: reaction.jobName,
          data: withTrace(withDataSubject(data, person), event.metadata),
          jobId,
          runAt: reaction.delayUntil?.(event) ?? undefined,
        });
        byQueue.set(reaction.queue, jobs);
      }
      for (const removal of this.removals) {
        if (!removal.eventTypes.includes(event.type)) continue;
        removals.set(removal.queue, [...(removals.get(removal.queue) ?? []), ...removal.jobIds(event)]);
      }
    }
    for (const [queue, jobs] of byQueue) await this.queues.addMany(queue, jobs);
    for (const [queue, jobIds] of removals) await this.queues.removeMany(queue, jobIds);
    for (const userId of erasedAccounts) await this.removeJobsOfAccount(em, userId);
  }

  private async removeJobsOfAccount(em: EntityManager, userId: string): Promise<void> {
    const persons = await this.personalData.personsOfAccount(em, userId);
    let removed = 0;
    for (const queue of new Set(this.reactions.map((reaction) => reaction.queue))) {
      const jobIds = await this.queues.removeJobsOf(queue, persons);
      // A mail retrying when its person was erased is withdrawn, not lost: the sweep leaves it alone.
      if (queue === MAIL_QUEUE) await mailLog.withdraw(em, jobIds);
      removed += jobIds.length;
    }
    this.logger.log(`Account ${userId} erased: ${removed} of its jobs removed from the queues`);
  }
}
