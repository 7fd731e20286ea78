import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings' payment status changes: each row keeps the stream version it reflects (the back office sends it
 * back as the expected version), and the list searches guests and references case-insensitively.
 */
export class Migration20261123000004_booking_payment_changes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bookings add column version integer not null default 1;
      alter table bookings alter column version drop default;
      create index bookings_payment_status on bookings (payment_status, recorded_at desc, id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop index bookings_payment_status; alter table bookings drop column version;');
  }
}
