import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../platform/domain/domain-error';
import { EventStore, type HistoryFilter } from '../../platform/event-store/event-store';
import type { StoredEvent } from '../../platform/event-store/stored-event';
import type { Role } from '../../platform/http/roles';
import {
  describeStream,
  ENTITY_KINDS,
  isEntityKind,
  referenceOf,
  streamIdOf,
  streamPrefixesOf,
  type HistoryModule,
} from './event-streams';
import { actorOf, historyActors } from './history-actors';
import { maskPersonalData } from './personal-fields';
import type { HistoryActorDto, HistoryEventDto } from './queries/list-events/event-page.dto';

export interface EventHistoryFilters {
  module?: HistoryModule;
  types?: readonly string[];
  actorId?: string;
  /** `<kind>:<id>` or a stream id. */
  entity?: string;
  /** ISO 8601 instants. */
  from?: string;
  to?: string;
  q?: string;
}

/**
 * The event history as staff read it: keyset pages of the log (EventStore.readHistory), each event with
 * its module, entity and acting account (names and roles from identity's query, one call per page), its
 * personal fields masked unless an owner reads it.
 */
@Injectable()
export class EventHistory {
  constructor(
    private readonly em: EntityManager,
    private readonly store: EventStore,
    private readonly queries: QueryBus,
  ) {}

  async page(
    filters: EventHistoryFilters,
    page: { before?: string; limit: number },
    viewer: Role,
  ): Promise<{ items: HistoryEventDto[]; nextCursor: string | null }> {
    const events = await this.store.readHistory(
      this.em.fork(),
      { ...historyStoreFilter(filters), before: page.before },
      page.limit + 1,
    );
    const shown = events.slice(0, page.limit);
    const actors = await historyActors(this.queries, shown);
    return {
      items: shown.map((event) => toItem(event, actors, viewer)),
      nextCursor: events.length > page.limit ? shown[shown.length - 1].globalPosition : null,
    };
  }
}

function toItem(event: StoredEvent, actors: Map<string, HistoryActorDto>, viewer: Role): HistoryEventDto {
  const entity = describeStream(event.streamId);
  return {
    position: event.globalPosition,
    time: event.createdAt.toISOString(),
    type: event.type,
    module: entity.module,
    entity: { kind: entity.kind, id: entity.id, reference: referenceOf(event.data) },
    actor: actorOf(event, actors),
    requestId: event.metadata.requestId ?? null,
    data: (viewer === 'owner' ? event.data : maskPersonalData(event.type, event.data)) as Record<
      string,
      unknown
    >,
    erasedPaths: [...(event.erasedPaths ?? [])],
  };
}

/** The event store's filter for the history's (a date that is none, or a range that is empty, is refused). */
export function historyStoreFilter(filters: EventHistoryFilters): HistoryFilter {
  const from = instant(filters.from, 'from');
  const to = instant(filters.to, 'to');
  if (from && to && from >= to) {
    throw new DomainError('invalid', 'invalid_date_range', '`to` must be after `from`.', { field: 'to' });
  }
  return {
    types: filters.types,
    streamPrefixes: filters.module ? streamPrefixesOf(filters.module) : undefined,
    streamId: filters.entity ? entityStreamId(filters.entity) : undefined,
    actorId: filters.actorId,
    from,
    to,
    search: filters.q
      ? {
          streamIds: [filters.q, ...ENTITY_KINDS.map((kind) => streamIdOf(kind, filters.q!))],
          referencePrefix: filters.q,
        }
      : undefined,
  };
}

/** `property:villa-x` -> `property-villa-x`; anything else is taken as a stream id. */
function entityStreamId(entity: string): string {
  const colon = entity.indexOf(':');
  const kind = colon > 0 ? entity.slice(0, colon) : '';
  return isEntityKind(kind) ? streamIdOf(kind, entity.slice(colon + 1)) : entity;
}

/** An ISO instant PostgreSQL takes (ISO 8601 lets through years it cannot store). */
function instant(value: string | undefined, field: 'from' | 'to'): Date | undefined {
  if (value === undefined) return undefined;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1 || year > 9999) {
    throw new DomainError('invalid', 'invalid_date', `\`${field}\` is not a date.`, { field });
  }
  return date;
}
