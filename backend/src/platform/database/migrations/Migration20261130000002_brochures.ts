import { Migration } from '@mikro-orm/migrations';

/**
 * The property brochures already rendered: one PDF per listing, version of what it prints (the listing's
 * stream version and a fingerprint of its texts and the cost rates), language and layout version. Not a read
 * model: a cache any instance fills on the first download and empties of a listing's older versions when it
 * stores a newer one.
 */
export class Migration20261130000002_brochures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table brochures (
      property_id text not null,
      listing_version int not null,
      language text not null,
      layout_version int not null,
      fingerprint text not null,
      pdf bytea not null,
      created_at timestamptz not null default now(),
      primary key (property_id, language, listing_version, layout_version, fingerprint)
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table brochures;');
  }
}
