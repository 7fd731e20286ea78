import { Migration } from '@mikro-orm/migrations';

/** Streams, the append-only event log (xid8 commit order) and the checkpoints of async processors. */
export class Migration20261121000001_event_store extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table streams (
        stream_id text primary key,
        version bigint not null check (version > 0),
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now()
      );

      create table events (
        global_position bigserial primary key,
        event_id uuid not null unique,
        transaction_id xid8 not null default pg_current_xact_id(),
        stream_id text not null references streams (stream_id),
        stream_version bigint not null check (stream_version > 0),
        type text not null,
        schema_version integer not null default 1,
        data jsonb not null,
        metadata jsonb not null default '{}',
        created_at timestamptz not null default now(),
        unique (stream_id, stream_version)
      );
      create index events_commit_order on events (transaction_id, global_position);
      create index events_type on events (type);

      create function events_are_append_only() returns trigger language plpgsql as $$
      begin
        raise exception 'events are append-only: % is not allowed', tg_op;
      end $$;
      create trigger events_append_only before update or delete or truncate on events
        for each statement execute function events_are_append_only();

      create table processor_checkpoints (
        name text primary key,
        transaction_id xid8 not null,
        global_position bigint not null,
        updated_at timestamptz not null default now()
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table processor_checkpoints;
      drop table events;
      drop function events_are_append_only;
      drop table streams;
    `);
  }
}
