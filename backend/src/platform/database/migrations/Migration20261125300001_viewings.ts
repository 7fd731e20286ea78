import { Migration } from '@mikro-orm/migrations';

/**
 * Viewings (read models of the viewing streams):
 * - `viewings`: one row per request, as the client's appointments and the back office list them.
 * - `viewing_agent_bookings`: the hour each agent holds for a confirmed viewing. Its exclusion constraint
 *   makes Postgres refuse a second overlapping hour for the same agent atomically, inside the confirming
 *   command's transaction, whatever the number of concurrent confirmations (btree_gist for `agent_id =`).
 */
export class Migration20261125300001_viewings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create extension if not exists btree_gist;

      create table viewings (
        id uuid primary key,
        client_id uuid not null,
        property_id text not null,
        property_title jsonb not null,
        property_reference text not null,
        property_image text,
        slots jsonb not null,
        message text not null,
        phone text not null,
        language text not null,
        status text not null,
        starts_at timestamptz,
        ends_at timestamptz,
        mode text,
        agent_id uuid,
        sequence integer not null,
        reason text,
        cancelled_by text,
        requested_at timestamptz not null,
        updated_at timestamptz not null,
        version integer not null
      );
      create index viewings_client on viewings (client_id, requested_at desc);
      create index viewings_status on viewings (status, requested_at desc);
      create index viewings_starts_at on viewings (starts_at);

      create table viewing_agent_bookings (
        viewing_id uuid primary key,
        agent_id uuid not null,
        during tstzrange not null,
        constraint viewing_agent_bookings_no_overlap exclude using gist (agent_id with =, during with &&)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table viewing_agent_bookings; drop table viewings;');
  }
}
