import { Injectable } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { EventStore } from '../event-store/event-store';
import { LOG_START, type LogPosition } from '../event-store/stored-event';
import { ProjectionRegistry } from './projection-registry';

const REPLAY_BATCH = 1000;

/**
 * Read models are disposable: truncate every inline projection's tables and replay the whole log into them,
 * in one transaction. The truncate's exclusive locks make concurrent commands wait and then project onto
 * the rebuilt tables, so nothing is lost or applied twice.
 */
@Injectable()
export class ProjectionRebuilder {
  constructor(
    private readonly orm: MikroORM,
    private readonly store: EventStore,
    private readonly registry: ProjectionRegistry,
  ) {}

  async rebuild(): Promise<{ events: number; tables: string[] }> {
    const projections = this.registry.inlineProjections();
    const tables = [...new Set(projections.flatMap((projection) => projection.tables))];
    const types = [...new Set(projections.flatMap((projection) => projection.eventTypes))];
    return this.orm.em.fork().transactional(async (em) => {
      if (tables.length > 0) await em.execute(`truncate table ${tables.join(', ')}`);
      let position: LogPosition = LOG_START;
      let events = 0;
      for (;;) {
        const batch = await this.store.readLog(em, position, REPLAY_BATCH, { types, wholeLog: true });
        if (batch.length === 0) break;
        await this.registry.applyInline(em, batch);
        position = batch[batch.length - 1];
        events += batch.length;
      }
      return { events, tables };
    });
  }
}
