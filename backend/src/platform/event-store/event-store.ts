import { randomUUID } from 'node:crypto';
import { Injectable, Optional } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../domain/decider';
import { Metrics } from '../metrics/metrics';
import { PersonalData, type OpenedEventData } from '../privacy/personal-data';
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
  transaction_id_text: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  created_at: Date;
}

// The xid8 travels as text (it exceeds JavaScript's safe integers) under a name of its own: a bare
// `transaction_id` in ORDER BY must keep meaning the xid8 column, never this text, whose order differs
// ('10000' sorts before '9999').
const EVENT_COLUMNS = `event_id, stream_id, stream_version, global_position,
  transaction_id::text as transaction_id_text, type, schema_version, data, metadata, created_at`;

/** A page of the log: the events that matched, and how far the log was read to find them. */
export interface LogPage {
  readonly events: StoredEvent[];
  /**
   * Every event up to this position was considered: the last event returned, or, when the page is not full,
   * the newest position behind the horizon (events of other types included). A consumer may move its
   * checkpoint here even when `events` is empty.
   */
  readonly readUpTo: LogPosition;
}

/**
 * Where an event names its entity's human reference (a listing's "CC-SAN-001"), in one SQL expression that the
 * history's index (Migration20261125400001_event_history) repeats word for word.
 */
export const EVENT_REFERENCE_SQL = `upper(coalesce(data->>'reference', data->>'propertyReference', data#>>'{details,reference}'))`;

/** What a page of the history keeps; every field narrows it, all of them together. */
export interface HistoryFilter {
  readonly types?: readonly string[];
  /** Streams whose id starts with one of these (`property-`): a module's or a kind's streams. */
  readonly streamPrefixes?: readonly string[];
  readonly streamId?: string;
  /** `metadata.actorId`: an account's id, or SYSTEM_ACTOR. */
  readonly actorId?: string;
  /** `created_at >= from` and `created_at < to`. */
  readonly from?: Date;
  readonly to?: Date;
  /** Events whose stream is one of `streamIds`, or whose reference starts with `referencePrefix`. */
  readonly search?: { readonly streamIds: readonly string[]; readonly referencePrefix: string };
  /** Keyset cursor: only events older than this global position. */
  readonly before?: string;
}

/**
 * Append-only event store on PostgreSQL (emmett-postgresql style): a `streams` row per stream holds its
 * version, `events` holds the facts. Every method takes the EntityManager of the caller's transaction.
 */
@Injectable()
export class EventStore {
  constructor(
    private readonly schemas: EventSchemas,
    private readonly personalData: PersonalData,
    @Optional() private readonly metrics?: Metrics,
  ) {}

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

    // Personal fields are sealed with their person's key: the table never holds them in clear text.
    const sealed = await this.personalData.seal(
      em,
      events.map(({ type, data }) => ({ type, data })),
      metadata,
    );
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
        JSON.stringify(sealed[index].stored),
        JSON.stringify(metadata),
      );
    });
    const rows = await em.execute<EventRow[]>(
      `insert into events (event_id, stream_id, stream_version, type, schema_version, data, metadata)
       values ${values.join(', ')} returning ${EVENT_COLUMNS}`,
      params,
    );
    await em.execute(`select pg_notify('${EVENTS_APPENDED_CHANNEL}', '')`);
    for (const event of events) this.metrics?.eventsAppended.inc({ type: event.type });
    return rows.map((row, index) =>
      this.toStoredEvent(row, { data: sealed[index].plain, erasedPaths: sealed[index].erasedPaths }),
    );
  }

  /** The stream's current version, or null when it does not exist. */
  async streamVersion(em: EntityManager, streamId: string): Promise<number | null> {
    const rows = await em.execute<{ version: string }[]>('select version from streams where stream_id = ?', [
      streamId,
    ]);
    return rows.length ? Number(rows[0].version) : null;
  }

  /** The stream's events, oldest first, upcast to their current schemas; `E` names the events it holds. */
  readStream<E extends DomainEvent = DomainEvent>(
    em: EntityManager,
    streamId: string,
  ): Promise<StoredEvent<E>[]>;
  async readStream(em: EntityManager, streamId: string): Promise<StoredEvent[]> {
    const rows = await em.execute<EventRow[]>(
      `select ${EVENT_COLUMNS} from events where stream_id = ? order by stream_version`,
      [streamId],
    );
    return this.toStoredEvents(em, rows);
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
    return (await this.readLogPage(em, position, limit, options)).events;
  }

  /** Like readLog, and also says how far the log was read (see LogPage.readUpTo). */
  async readLogPage(
    em: EntityManager,
    position: LogPosition,
    limit: number,
    options: { types?: readonly string[]; wholeLog?: boolean } = {},
  ): Promise<LogPage> {
    const types = options.types ?? [];
    // One horizon for both statements: every transaction below it has ended, so what lies below it is final.
    const horizon = options.wholeLog ? null : await this.horizon(em);
    const range = ['(events.transaction_id, events.global_position) > (?::xid8, ?::bigint)'];
    const rangeParams: unknown[] = [position.transactionId, position.globalPosition];
    if (horizon !== null) {
      range.push('events.transaction_id < ?::xid8');
      rangeParams.push(horizon);
    }
    const typeFilter = types.length > 0 ? [`events.type in (${types.map(() => '?').join(', ')})`] : [];
    const rows = await em.execute<EventRow[]>(
      `select ${EVENT_COLUMNS} from events where ${[...range, ...typeFilter].join(' and ')}
       order by events.transaction_id, events.global_position limit ?`,
      [...rangeParams, ...types, limit],
    );
    const events = await this.toStoredEvents(em, rows);
    if (events.length === limit || types.length === 0) {
      return { events, readUpTo: events.length > 0 ? positionOf(events[events.length - 1]) : position };
    }
    // Fewer matches than asked for: everything of other types up to the newest position was read too.
    const [newest] = await em.execute<{ transaction_id_text: string; global_position: string }[]>(
      `select events.transaction_id::text as transaction_id_text, events.global_position from events
       where ${range.join(' and ')}
       order by events.transaction_id desc, events.global_position desc limit 1`,
      rangeParams,
    );
    return {
      events,
      readUpTo: newest
        ? {
            transactionId: String(newest.transaction_id_text),
            globalPosition: String(newest.global_position),
          }
        : position,
    };
  }

  /**
   * The newest events that pass the filter, newest first (global position descending), older than
   * `filter.before`: one keyset page of the history, each filter backed by an index of its own.
   */
  async readHistory(em: EntityManager, filter: HistoryFilter, limit: number): Promise<StoredEvent[]> {
    const window = await this.historyWindow(em, filter);
    if (window === 'empty') return [];
    const { sql, params } = historyStatement(filter, window, limit);
    const rows = await em.execute<EventRow[]>(sql, params);
    return this.toStoredEvents(em, rows);
  }

  /** PostgreSQL's plan of readHistory's statement (EXPLAIN, JSON format): which indexes a filter reads. */
  async explainHistory(em: EntityManager, filter: HistoryFilter, limit: number): Promise<unknown> {
    const window = await this.historyWindow(em, filter);
    if (window === 'empty') return null;
    const { sql, params } = historyStatement(filter, window, limit);
    const [row] = await em.execute<{ 'QUERY PLAN': unknown }[]>(`explain (format json) ${sql}`, params);
    return row['QUERY PLAN'];
  }

  /**
   * The positions of the events recorded between `from` and `to`. The planner takes creation time and
   * position for independent, so with the dates alone it walks the log from the newest event down to the
   * range; within these bounds the page starts at the range. Read from (created_at, global_position) only:
   * materialized, so the planner cannot turn min and max into walks of the primary key either.
   */
  private async historyWindow(
    em: EntityManager,
    filter: HistoryFilter,
  ): Promise<PositionWindow | null | 'empty'> {
    if (!filter.from || !filter.to) return null;
    const [bounds] = await em.execute<{ first: string | null; last: string | null }[]>(
      `with recorded as materialized (
         select global_position from events where created_at >= ? and created_at < ?
       )
       select min(global_position)::text as first, max(global_position)::text as last from recorded`,
      [filter.from, filter.to],
    );
    return bounds.first === null || bounds.last === null
      ? 'empty'
      : { first: bounds.first, last: bounds.last };
  }

  /** Number of events of each of these types in the whole log. */
  async countByType(em: EntityManager, types: readonly string[]): Promise<Map<string, number>> {
    if (types.length === 0) return new Map();
    const rows = await em.execute<{ type: string; count: string }[]>(
      `select type, count(*) as count from events where type in (${types.map(() => '?').join(', ')}) group by type`,
      [...types],
    );
    return new Map(rows.map((row) => [row.type, Number(row.count)]));
  }

  private async horizon(em: EntityManager): Promise<string> {
    const [{ horizon }] = await em.execute<{ horizon: string }[]>(
      'select pg_snapshot_xmin(pg_current_snapshot())::text as horizon',
    );
    return String(horizon);
  }

  /** Rows as events, their personal fields opened with one key query for the whole batch. */
  private async toStoredEvents(em: EntityManager, rows: readonly EventRow[]): Promise<StoredEvent[]> {
    const opened = await this.personalData.open(
      em,
      rows.map((row) => row.data),
    );
    return rows.map((row, index) => this.toStoredEvent(row, opened[index]));
  }

  private toStoredEvent(row: EventRow, opened: OpenedEventData): StoredEvent {
    const { data, schemaVersion } = this.schemas.upcast(row.type, row.schema_version, opened.data);
    return {
      eventId: row.event_id,
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      globalPosition: String(row.global_position),
      transactionId: String(row.transaction_id_text),
      type: row.type,
      schemaVersion,
      data,
      metadata: row.metadata ?? {},
      createdAt: new Date(row.created_at),
      ...(opened.erasedPaths.length > 0 ? { erasedPaths: opened.erasedPaths } : {}),
    };
  }
}

function positionOf(event: StoredEvent): LogPosition {
  return { transactionId: event.transactionId, globalPosition: event.globalPosition };
}

/** The first and last positions of a range of creation times. */
interface PositionWindow {
  readonly first: string;
  readonly last: string;
}

/** readHistory's statement: every filter a condition, newest first, one page. */
function historyStatement(
  filter: HistoryFilter,
  window: PositionWindow | null,
  limit: number,
): { sql: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (window) {
    where.push('global_position between ?::bigint and ?::bigint');
    params.push(window.first, window.last);
  }
  if (filter.types?.length) {
    where.push('type = any(?::text[])');
    params.push(pgTextArray(filter.types));
  }
  if (filter.streamPrefixes?.length) {
    where.push('stream_id like any(?::text[])');
    params.push(pgTextArray(filter.streamPrefixes.map((prefix) => `${escapeLike(prefix)}%`)));
  }
  if (filter.streamId !== undefined) {
    where.push('stream_id = ?');
    params.push(filter.streamId);
  }
  if (filter.actorId !== undefined) {
    where.push(`(metadata->>'actorId') = ?`);
    params.push(filter.actorId);
  }
  if (filter.from) {
    where.push('created_at >= ?');
    params.push(filter.from);
  }
  if (filter.to) {
    where.push('created_at < ?');
    params.push(filter.to);
  }
  if (filter.search) {
    where.push(`(stream_id = any(?::text[]) or ${EVENT_REFERENCE_SQL} like ?)`);
    params.push(
      pgTextArray(filter.search.streamIds),
      `${escapeLike(filter.search.referencePrefix.toUpperCase())}%`,
    );
  }
  if (filter.before !== undefined) {
    where.push('global_position < ?::bigint');
    params.push(filter.before);
  }
  return {
    sql: `select ${EVENT_COLUMNS} from events ${where.length ? `where ${where.join(' and ')}` : ''}
     order by global_position desc limit ?`,
    params: [...params, limit],
  };
}

/** A LIKE pattern that matches `text` literally. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** A text[] literal: the SQL binding would spread a JavaScript array into a list of parameters. */
function pgTextArray(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (character) => `\\${character}`)}"`).join(',')}}`;
}
