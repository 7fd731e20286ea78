import { Migration } from '@mikro-orm/migrations';

/**
 * Bookings of services and experiences next to the staff-recorded stays: an experience's price basis and
 * capacity per date; a booking's kind, status, client and the booked item; the guests already booked per
 * experience and date, which a request for more places than are left cannot pass.
 */
export class Migration20261125100001_bookable_offerings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table catalogue_experiences
        add column price_basis text not null default 'per_person',
        add column max_guests_per_date integer not null default 12;

      alter table bookings rename column property_id to item_id;
      alter table bookings rename column property_title to item_title;
      alter table bookings rename column property_reference to item_reference;
      alter index bookings_property rename to bookings_item;
      alter table bookings
        alter column item_reference drop not null,
        alter column guest_name drop not null,
        alter column guest_email drop not null,
        alter column check_out drop not null,
        alter column total_price_eur drop not null,
        add column kind text not null default 'stay',
        add column status text not null default 'confirmed',
        add column client_id uuid,
        add column start_time text,
        add column phone text,
        add column notes text,
        add column quote_eur integer,
        add column price_basis text,
        add column item_image jsonb;
      alter table bookings alter column kind drop default, alter column status drop default;
      create index bookings_status on bookings (status, recorded_at desc, id);
      create index bookings_client on bookings (client_id, check_in) where client_id is not null;

      create table booking_experience_places (
        experience_id text not null,
        date date not null,
        guests integer not null check (guests >= 0),
        primary key (experience_id, date)
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table booking_experience_places;
      drop index bookings_client; drop index bookings_status;
      alter table bookings drop column kind, drop column status, drop column client_id, drop column start_time,
        drop column phone, drop column notes, drop column quote_eur, drop column price_basis,
        drop column item_image;
      alter index bookings_item rename to bookings_property;
      alter table bookings rename column item_id to property_id;
      alter table bookings rename column item_title to property_title;
      alter table bookings rename column item_reference to property_reference;
      alter table catalogue_experiences drop column price_basis, drop column max_guests_per_date;
    `);
  }
}
