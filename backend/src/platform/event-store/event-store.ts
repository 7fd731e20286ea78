import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../domain/decider';
import { EventSchemas } from './event-schemas';
import type { EventMetadata, LogPosition, StoredEvent } from './stored-event';
import { StreamVersionConflictError } from './stream-version-conflict.error';

/** Channel notified on every append, so async processors wake up without waiting for their poll. */
export const EVENTS_APPENDED_CHANNEL = 'events_appended';

interface EventRow {
  event_id: string;
  stream_id: string;
  stream_version: string;
  global_position: string;
  transaction_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

const EVENT_COLUMNS = `event_id, stream_id, stream_version, global_position, transaction_id::text as transaction_id,
  type, schema_version, data, metadata, created_at`;

/**
 * Append-only event store on PostgreSQL (emmett-postgresql style): a `streams` row per stream holds its
 * version, `events` holds the facts. Every method takes the EntityManager of the caller's transaction.
 */
@Injectable()
export class EventStore {
  constructor(private readonly schemas: EventSchemas) {}

  /**
   * Appends events to a stream that must be at `expectedVersion` (0 = the stream must not exist yet).
   * A mismatch throws StreamVersionConflictError; nothing is written then.
   */
  async append(
    em: EntityManager,
    streamId: string,
    events: readonly DomainEvent[],
    expectedVersion: number,
    metadata: EventMetadata = {},
  ): Promise<StoredEvent[]> {
    if (events.length === 0) return [];
    const nextVersion = expectedVersion + events.length;
    const claimed =
      expectedVersion === 0
        ? await em.execute<{ version: string }[]>(
            `insert into streams (stream_id, version) values (?, ?)
             on conflict (stream_id) do nothing returning version`,
            [streamId, nextVersion],
          )
        : await em.execute<{ version: string }[]>(
            `update streams set version = ?, updated_at = now()
             where stream_id = ? and version = ? returning version`,
            [nextVersion, streamId, expectedVersion],
          );
    if (claimed.length === 0) {
      throw new StreamVersionConflictError(streamId, expectedVersion, await this.streamVersion(em, streamId));
    }

    const values: string[] = [];
    const params: unknown[] = [];
    events.forEach((event, index) => {
      values.push('(?, ?, ?, ?, ?, ?::jsonb, ?::jsonb)');
      params.push(
        randomUUID(),
        streamId,
        expectedVersion + index + 1,
        event.type,
        this.schemas.currentVersion(event.type),
        JSON.stringify(event.data),
        JSON.stringify(metadata),
      );
    });
    const rows = await em.execute<EventRow[]>(
      `insert into events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
       values ${values.join(', ')} returning ${EVENT_COLUMNS}`,
      params,
    );
    await em.execute(`select pg_notify('${EVENTS_APPENDED_CHANNEL}', '')`);
    return rows.map((row) => this.toStoredEvent(row));
  }

  /** The stream's current version, or null when it does not exist. */
  async streamVersion(em: EntityManager, streamId: string): Promise<number | null> {
    const rows = await em.execute<{ version: string }[]>('select version from streams where stream_id = ?', [
      streamId,
    ]);
    return rows.length ? Number(rows[0].version) : null;
  }

  async readStream(em: EntityManager, streamId: string): Promise<StoredEvent[]> {
    const rows = await em.execute<EventRow[]>(
      `select ${EVENT_COLUMNS} from events where stream_id = ? order by stream_version`,
      [streamId],
    );
    return rows.map((row) => this.toStoredEvent(row));
  }

  /**
   * Events after `position` in commit order, only from transactions that are no longer running anywhere:
   * `transaction_id < pg_snapshot_xmin(pg_current_snapshot())`. A transaction that started early and commits
   * late holds the horizon back until it commits, so its events are never skipped.
   * `wholeLog` drops the horizon (a rebuild that locks the read models reads everything committed).
   */
  async readLog(
    em: EntityManager,
    position: LogPosition,
    limit: number,
    options: { types?: readonly string[]; wholeLog?: boolean } = {},
  ): Promise<StoredEvent[]> {
    const types = options.types ?? [];
    const conditions = ['(transaction_id, global_position) > (?::xid8, ?::bigint)'];
    if (!options.wholeLog) conditions.push('transaction_id < pg_snapshot_xmin(pg_current_snapshot())');
    if (types.length > 0) conditions.push(`type in (${types.map(() => '?').join(', ')})`);
    const rows = await em.execute<EventRow[]>(
      `select ${EVENT_COLUMNS} from events where ${conditions.join(' and ')}
       order by transaction_id, global_position limit ?`,
      [position.transactionId, position.globalPosition, ...types, limit],
    );
    return rows.map((row) => this.toStoredEvent(row));
  }

  private toStoredEvent(row: EventRow): StoredEvent {
    const { data, schemaVersion } = this.schemas.upcast(row.type, row.schema_version, row.data);
    return {
      eventId: row.event_id,
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      globalPosition: String(row.global_position),
      transactionId: String(row.transaction_id),
      type: row.type,
      schemaVersion,
      data,
      metadata: row.metadata ?? {},
      createdAt: new Date(row.created_at),
    };
  }
}
