import { Migration } from '@mikro-orm/migrations';

/**
 * The listing statistics of each property, per day (a Madrid date).
 *
 * `listing_daily_views`: the views of the public property page, counted by the server. A view is not a
 * decision of anyone, so it is not an event: no log entry, no stream, only a counter per property and day,
 * bumped with an upsert. It holds no cookie, no IP address, no account and no User-Agent, only the count.
 * It is not a read model either: rebuild-projections does not truncate it (the log could not refill it).
 *
 * `listing_daily_activity`: favorites added, inquiries, viewings requested and offers made about the
 * property, projected inline from the events the other modules record; disposable, rebuilt from the log.
 */
export class Migration20261129000004_listing_statistics extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table listing_daily_views (
      property_id text not null,
      day date not null,
      views int not null default 0,
      primary key (property_id, day)
    );`);
    this.addSql(`create table listing_daily_activity (
      property_id text not null,
      day date not null,
      favorites int not null default 0,
      inquiries int not null default 0,
      viewings int not null default 0,
      offers int not null default 0,
      primary key (property_id, day)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table listing_daily_activity;');
    this.addSql('drop table listing_daily_views;');
  }
}
