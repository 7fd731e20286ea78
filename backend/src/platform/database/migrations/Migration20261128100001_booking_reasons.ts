import { Migration } from '@mikro-orm/migrations';

/**
 * A declined or cancelled booking keeps the reason the client was told (personal data of the booking's
 * person: in their copy of their data, gone with their erasure). Filled by rebuild-projections.
 */
export class Migration20261128100001_booking_reasons extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table bookings add column reason text null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table bookings drop column reason;');
  }
}
