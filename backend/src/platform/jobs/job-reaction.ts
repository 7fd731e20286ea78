import type { StoredEvent } from '../event-store/stored-event';

/**
 * How an event becomes a background job. The job id is `<purpose>-<event id>`: reacting to the same
 * event twice enqueues nothing new.
 */
export interface JobReaction<Data = unknown> {
  /** Stable name of what the job does for the event, e.g. 'inquiry-agency-mail'. */
  readonly purpose: string;
  readonly eventTypes: readonly string[];
  readonly queue: string;
  readonly jobName: string;
  /** The job's payload, or null when this event needs no job. */
  toJob(event: StoredEvent): Data | null;
}

export function jobIdFor(purpose: string, eventId: string): string {
  return `${purpose}-${eventId}`;
}
