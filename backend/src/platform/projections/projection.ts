import type { EntityManager } from '@mikro-orm/postgresql';
import type { StoredEvent } from '../event-store/stored-event';

/**
 * A read model kept up to date in the same transaction as the command that appended the events,
 * so the user reads back what they just did. Read models are disposable: `tables` are truncated and
 * rebuilt from the log by `rebuild-projections`.
 */
export interface InlineProjection {
  readonly name: string;
  readonly eventTypes: readonly string[];
  readonly tables: readonly string[];
  apply(em: EntityManager, event: StoredEvent): Promise<void>;
}

/**
 * A consumer that reads the log in commit order after its checkpoint, in batches. The checkpoint is
 * stored in the same transaction as the batch's writes, so a crash repeats nothing in the database.
 */
export interface AsyncProcessor {
  readonly name: string;
  /** Only these event types are read; omit for all. */
  readonly eventTypes?: readonly string[];
  readonly batchSize?: number;
  handle(em: EntityManager, events: readonly StoredEvent[]): Promise<void>;
}
