import { Migration } from '@mikro-orm/migrations';

/**
 * A booking keeps the notes the client was sent with each change of its amount, oldest first (personal
 * data of the booking's person: in their copy of their data, gone with their erasure). Filled by
 * rebuild-projections.
 */
export class Migration20261128200001_booking_price_notes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table bookings add column price_notes jsonb not null default '[]';`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table bookings drop column price_notes;');
  }
}
