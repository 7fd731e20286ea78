import type { DomainEvent } from '../domain/decider';

/** The actor of what the product does by itself: seeds, jobs, operator commands. */
export const SYSTEM_ACTOR = 'system';

/** Who and what caused an event. Never holds secrets (passwords, tokens, hashes). */
export interface EventMetadata {
  /** The signed-in account that acted, SYSTEM_ACTOR, or null for an anonymous visitor. */
  actorId?: string | null;
  correlationId?: string | null;
  causationId?: string | null;
  requestId?: string | null;
  /** The W3C trace context of the request or job that recorded it, while tracing is on (operations.md). */
  traceparent?: string | null;
}

/** The account that caused an event, or null when nobody signed in did (a visitor, the system). */
export function accountActorId(metadata: EventMetadata): string | null {
  const actor = metadata.actorId;
  return actor && actor !== SYSTEM_ACTOR ? actor : null;
}

/** What the store adds to every event it holds. Positions are strings: bigint and xid8 exceed JavaScript's safe integers. */
export interface EventEnvelope {
  readonly eventId: string;
  readonly streamId: string;
  readonly streamVersion: number;
  readonly globalPosition: string;
  readonly transactionId: string;
  readonly schemaVersion: number;
  readonly metadata: EventMetadata;
  readonly createdAt: Date;
  /**
   * Dotted paths of personal fields whose key was erased (crypto-shredding): their values read as null.
   * Absent when every field could be read.
   */
  readonly erasedPaths?: readonly string[];
}

/**
 * An event as the store holds it, in its current schema (upcast on read). Over a union of events it is a
 * union too, so a handler narrows `data` by switching on `type`.
 */
export type StoredEvent<E extends DomainEvent = DomainEvent> = E & EventEnvelope;

/** A position in the log in commit order: (transaction id, global position). */
export interface LogPosition {
  readonly transactionId: string;
  readonly globalPosition: string;
}

export const LOG_START: LogPosition = { transactionId: '0', globalPosition: '0' };
