import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { EventStore } from '../../../../platform/event-store/event-store';
import { entityTimeline } from '../../entity-timeline';
import { streamIdOf, type EntityKind } from '../../event-streams';
import { actorOf, historyActors } from '../../history-actors';
import type { EntityHistoryDto } from './entity-history.dto';
import { GetEntityHistoryQuery } from './get-entity-history.query';

/** The entities whose edit or detail screens show their history. */
export const TIMELINE_KINDS = [
  'property',
  'service',
  'experience',
  'booking',
  'user',
  'inquiry',
  'viewing',
] as const satisfies readonly EntityKind[];

const isTimelineKind = (kind: string): kind is (typeof TIMELINE_KINDS)[number] =>
  (TIMELINE_KINDS as readonly string[]).includes(kind);

@QueryHandler(GetEntityHistoryQuery)
export class GetEntityHistoryHandler implements IQueryHandler<GetEntityHistoryQuery, EntityHistoryDto> {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async execute({ kind, id, viewer }: GetEntityHistoryQuery): Promise<EntityHistoryDto> {
    if (!isTimelineKind(kind)) {
      throw new DomainError('not_found', 'history_kind_not_found', `No history of "${kind}" entities.`);
    }
    const events = await this.store.readStream(this.em.fork(), streamIdOf(kind, id));
    if (events.length === 0) {
      throw new DomainError('not_found', 'history_entity_not_found', `No ${kind} ${id} in the history.`);
    }
    const actors = await historyActors(this.queries, events);
    const changes = entityTimeline(events, id, viewer !== 'owner');
    const entries = events.map((event, index) => ({
      position: event.globalPosition,
      version: event.streamVersion,
      time: event.createdAt.toISOString(),
      type: event.type,
      actor: actorOf(event, actors),
      changes: changes[index],
      erasedPaths: [...(event.erasedPaths ?? [])],
    }));
    return { kind, id, entries: entries.reverse() };
  }
}
