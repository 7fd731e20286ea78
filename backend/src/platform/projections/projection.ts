import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../domain/decider';
import type { StoredEvent } from '../event-store/stored-event';

/**
 * A read model kept up to date in the same transaction as the command that appended the events,
 * so the user reads back what they just did. Read models are disposable: `tables` are truncated and
 * rebuilt from the log by `rebuild-projections`. `E` is the union of the events it takes: `eventTypes` names
 * only those, and `apply` narrows each by its type.
 */
export interface InlineProjection<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  readonly eventTypes: readonly E['type'][];
  readonly tables: readonly string[];
  apply(em: EntityManager, event: StoredEvent<E>): Promise<void>;
}

/**
 * A consumer that reads the log in commit order after its checkpoint, in batches. The checkpoint is
 * stored in the same transaction as the batch's writes, so a crash repeats nothing in the database.
 */
export interface AsyncProcessor<E extends DomainEvent = DomainEvent> {
  readonly name: string;
  /** Only these event types are read; omit for all. */
  readonly eventTypes?: readonly E['type'][];
  readonly batchSize?: number;
  handle(em: EntityManager, events: readonly StoredEvent<E>[]): Promise<void>;
}
