import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventStore } from '../event-store/event-store';
import { LOG_START, type LogPosition } from '../event-store/stored-event';
import { ProjectionRegistry } from './projection-registry';

const REPLAY_BATCH = 1000;

/** The replay did not see every event the log holds: the rebuild was rolled back and the read models kept. */
export class RebuildIncompleteError extends Error {
  constructor(readonly shortfalls: readonly { type: string; replayed: number; inLog: number }[]) {
    super(
      `Rebuild rolled back, the read models are unchanged: the replay missed events (${shortfalls
        .map(({ type, replayed, inLog }) => `${type}: replayed ${replayed} of ${inLog}`)
        .join('; ')})`,
    );
    this.name = 'RebuildIncompleteError';
  }
}

/**
 * Read models are disposable: truncate every inline projection's tables and replay the whole log into them,
 * in one transaction. The truncate's exclusive locks make concurrent commands wait and then project onto
 * the rebuilt tables, so nothing is lost or applied twice. Before it commits, the rebuild checks that it
 * replayed, type by type, as many events as the log holds; otherwise it rolls back and says which.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  async rebuild(options: { batchSize?: number } = {}): Promise<{ events: number; tables: string[] }> {
    const projections = this.registry.inlineProjections();
    const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
    const types = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
    return this.orm.em.fork().transactional(async (em) => {
      if (tables.length > 0) await em.execute(`truncate table ${tables.join(', ')}`);
      let position: LogPosition = LOG_START;
      const replayed = new Map<string, number>();
      for (;;) {
        const batch = await this.store.readLog(em, position, options.batchSize ?? REPLAY_BATCH, {
          types,
          wholeLog: true,
        });
        if (batch.length === 0) break;
        await this.registry.applyInline(em, batch);
        position = batch[batch.length - 1];
        for (const event of batch) replayed.set(event.type, (replayed.get(event.type) ?? 0) + 1);
      }
      const inLog = await this.store.countByType(em, types);
      const shortfalls = [...inLog]
        .filter(([type, count]) => (replayed.get(type) ?? 0) !== count)
        .map(([type, count]) => ({ type, replayed: replayed.get(type) ?? 0, inLog: count }));
      if (shortfalls.length > 0) throw new RebuildIncompleteError(shortfalls);
      return { events: [...replayed.values()].reduce((sum, count) => sum + count, 0), tables };
    });
  }
}
