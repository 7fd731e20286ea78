import { Migration } from '@mikro-orm/migrations';

/**
 * The indexes of the event history (`GET /api/admin/events`): each filter reads its own index in
 * global-position order, so a keyset page stops after `limit` rows however deep it lies in the log.
 * - by type: (type, global_position) replaces (type);
 * - by actor: (metadata->>'actorId', global_position);
 * - by entity: (stream_id, global_position), text_pattern_ops so a kind's prefix (`property-%`) reads it too;
 * - by date: (created_at, global_position), read alone to find the positions of a range of dates;
 * - by reference: the expression of EventStore's EVENT_REFERENCE_SQL, for "starts with" searches.
 */
export class Migration20261125400001_event_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create index events_type_position on events (type, global_position);
      drop index events_type;
      create index events_actor_position on events ((metadata->>'actorId'), global_position);
      create index events_stream_position on events (stream_id text_pattern_ops, global_position);
      create index events_created_at on events (created_at, global_position);
      create index events_reference on events (
        (upper(coalesce(data->>'reference', data->>'propertyReference', data#>>'{details,reference}')))
        text_pattern_ops
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index events_reference;
      drop index events_created_at;
      drop index events_stream_position;
      drop index events_actor_position;
      create index events_type on events (type);
      drop index events_type_position;
    `);
  }
}
