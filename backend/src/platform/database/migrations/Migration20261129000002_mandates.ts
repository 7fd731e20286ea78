import { Migration } from '@mikro-orm/migrations';

/**
 * The mandates' read models, filled by their inline projections (and by rebuild-projections):
 * - `mandates`: one row per property whose mandate stream has begun, with its terms once recorded;
 * - `mandate_sellers`: each seller of a property, their contact data in clear (a read model, never the log)
 *   until they are erased, when the row keeps only that they were.
 */
export class Migration20261129000002_mandates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table mandates (
        property_id text primary key,
        exclusive boolean,
        commission_percent numeric(4, 2),
        starts_on date,
        ends_on date,
        asking_price_eur bigint,
        recorded_at timestamptz,
        version integer not null
      );
      create index mandates_ends_on on mandates (ends_on) where ends_on is not null;

      create table mandate_sellers (
        seller_id text primary key,
        property_id text not null,
        name text,
        email text,
        phone text,
        language text not null,
        status text not null,
        added_at timestamptz not null,
        updated_at timestamptz not null,
        removed_at timestamptz,
        erased_at timestamptz
      );
      create index mandate_sellers_property on mandate_sellers (property_id, added_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table mandate_sellers; drop table mandates;');
  }
}
