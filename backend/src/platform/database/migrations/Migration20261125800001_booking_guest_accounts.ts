import { Migration } from '@mikro-orm/migrations';

/** A stay recorded for a guest keeps the verified account with the guest's address, once it joined one. */
export class Migration20261125800001_booking_guest_accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bookings add column guest_account_id uuid null;
      create index bookings_guest_account_idx on bookings (guest_account_id) where guest_account_id is not null;
      create index bookings_guest_email_idx on bookings (lower(guest_email)) where guest_email is not null;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index bookings_guest_email_idx;
      drop index bookings_guest_account_idx;
      alter table bookings drop column guest_account_id;
    `);
  }
}
