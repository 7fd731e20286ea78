import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { replay, type Decider, type DomainEvent } from '../domain/decider';
import { EventStore } from '../event-store/event-store';
import { SYSTEM_ACTOR, type EventMetadata, type StoredEvent } from '../event-store/stored-event';
import { StreamVersionConflictError } from '../event-store/stream-version-conflict.error';
import { requestContext } from '../http/request-context';
import { tracing } from '../tracing/tracing';
import { ProjectionRegistry } from '../projections/projection-registry';

export interface RunCommand<Command, State, Event extends DomainEvent> {
  streamId: string;
  decider: Decider<Command, State, Event>;
  /**
   * The command, or how to make it inside the command's transaction before the decision: for values read
   * under a lock that only commits with the events (the display position of a new service).
   */
  command: Command | ((em: EntityManager) => Promise<Command>);
  /**
   * The version the caller saw (an edit form's version). A different current version is a conflict that is
   * never retried: the person must look at the newer state first. Omit to decide on the latest state.
   */
  expectedVersion?: number;
  /** Retry a conflict caused by a concurrent writer. Safe only when the decision is re-made on fresh state. */
  retryOnConflict?: boolean;
  /**
   * Writes that must commit or roll back with the events but never enter them: secrets (password hashes,
   * one-time token hashes) and sessions live in their own tables. Runs after the append and the inline
   * projections, in the same transaction, also when the decision was no event at all; throwing undoes all.
   */
  inTransaction?: (em: EntityManager, result: CommandResult) => Promise<void>;
}

export interface CommandResult {
  events: StoredEvent[];
  /** The stream's version after the command. */
  version: number;
}

const MAX_ATTEMPTS = 3;

/**
 * The command path of docs/architecture.md in one place: one Postgres transaction loads the stream, decides,
 * appends with the expected version and runs the inline projections.
 */
@Injectable()
export class DeciderRunner {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: EventStore,
    private readonly projections: ProjectionRegistry,
  ) {}

  async run<Command, State, Event extends DomainEvent>(
    input: RunCommand<Command, State, Event>,
  ): Promise<CommandResult> {
    const attempts = input.retryOnConflict && input.expectedVersion === undefined ? MAX_ATTEMPTS : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.runOnce(input);
      } catch (error) {
        if (!(error instanceof StreamVersionConflictError) || attempt >= attempts) throw error;
      }
    }
  }

  private runOnce<Command, State, Event extends DomainEvent>(
    input: RunCommand<Command, State, Event>,
  ): Promise<CommandResult> {
    return this.orm.em.fork().transactional(async (em) => {
      const history = await this.store.readStream<Event>(em, input.streamId);
      const currentVersion = history.length > 0 ? history[history.length - 1].streamVersion : 0;
      if (input.expectedVersion !== undefined && input.expectedVersion !== currentVersion) {
        throw new StreamVersionConflictError(input.streamId, input.expectedVersion, currentVersion);
      }
      const state = replay(input.decider, history);
      const command =
        typeof input.command === 'function'
          ? await (input.command as (em: EntityManager) => Promise<Command>)(em)
          : input.command;
      const decided = input.decider.decide(command, state);
      let result: CommandResult = { events: [], version: currentVersion };
      if (decided.length > 0) {
        const events = await this.store.append(
          em,
          input.streamId,
          decided,
          currentVersion,
          currentMetadata(),
        );
        await this.projections.applyInline(em, events);
        result = { events, version: events[events.length - 1].streamVersion };
      }
      await input.inTransaction?.(em, result);
      return result;
    });
  }
}

function currentMetadata(): EventMetadata {
  const context = requestContext.current();
  const traceparent = tracing.currentTraceparent();
  const trace = traceparent ? { traceparent } : {};
  if (!context) return { actorId: SYSTEM_ACTOR, ...trace };
  return {
    actorId: context.actorId,
    requestId: context.requestId,
    correlationId: context.correlationId,
    causationId: context.causationId,
    ...trace,
  };
}
