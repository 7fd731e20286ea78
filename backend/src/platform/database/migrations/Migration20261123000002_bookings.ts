import { Migration } from '@mikro-orm/migrations';

/** Bookings of stays at the agency's properties, as the back office counts and lists them. */
export class Migration20261123000002_bookings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table bookings (
        id uuid primary key,
        property_id text not null,
        property_title jsonb not null,
        property_reference text not null,
        guest_name text not null,
        guest_email text not null,
        check_in date not null,
        check_out date not null,
        guests integer not null,
        total_price_eur integer not null,
        payment_status text not null,
        recorded_at timestamptz not null
      );
      create index bookings_recorded_at on bookings (recorded_at desc, id);
      create index bookings_property on bookings (property_id);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table bookings;');
  }
}
