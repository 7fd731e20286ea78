import type { DomainEvent } from '../domain/decider';

/** Lifts a payload of one schema version to the next. */
export type Upcaster = (data: unknown) => unknown;

/** How one event type is stored: its current schema version (1 unless stated) and `upcasters[v]`, v -> v + 1. */
export interface EventSchema {
  readonly version?: number;
  readonly upcasters?: Readonly<Record<number, Upcaster>>;
}

/** A module's events, declared once: every type of its union with the schema it is stored in. */
export interface EventCatalog<E extends DomainEvent = DomainEvent> {
  readonly types: readonly E['type'][];
  readonly schemas: Readonly<Record<E['type'], EventSchema>>;
}

/**
 * Declares the events of a union: each of its types must be named, and nothing else. A module registers its
 * catalogues with EventSchemas, so the event store stores their current versions and upcasts on read.
 */
export function defineEvents<E extends DomainEvent>(schemas: {
  readonly [T in E['type']]: EventSchema;
}): EventCatalog<E> {
  return { types: Object.keys(schemas) as E['type'][], schemas };
}
