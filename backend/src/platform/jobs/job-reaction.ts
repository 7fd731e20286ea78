import type { DomainEvent } from '../domain/decider';
import type { StoredEvent } from '../event-store/stored-event';

/**
 * How an event becomes a background job. The job id is `<purpose>-<event id>`: reacting to the same
 * event twice enqueues nothing new. `E` is the union of the events it reacts to.
 */
export interface JobReaction<Data = unknown, E extends DomainEvent = DomainEvent> {
  /** Stable name of what the job does for the event, e.g. 'inquiry-agency-mail'. */
  readonly purpose: string;
  readonly eventTypes: readonly E['type'][];
  readonly queue: string;
  readonly jobName: string;
  /** The job's payload, or null when this event needs no job. */
  toJob(event: StoredEvent<E>): Data | null;
  /**
   * When the job should run (a reminder the day before); omitted or past runs it at once. A delayed job
   * waits in Redis, so the worker process may restart meanwhile.
   */
  delayUntil?(event: StoredEvent<E>): Date | null;
  /** What the job id names after the purpose, when not the event id (a job another event must find again). */
  jobKey?(event: StoredEvent<E>): string;
}

/**
 * How an event takes back jobs enqueued for earlier events (a cancelled viewing's reminder): the ids of
 * the jobs to remove; a job that ran already or never existed is no error.
 */
export interface JobRemoval<E extends DomainEvent = DomainEvent> {
  readonly purpose: string;
  readonly eventTypes: readonly E['type'][];
  readonly queue: string;
  jobIds(event: StoredEvent<E>): readonly string[];
}

export function jobIdFor(purpose: string, eventId: string): string {
  return `${purpose}-${eventId}`;
}
