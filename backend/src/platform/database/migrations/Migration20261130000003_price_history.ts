import { Migration } from '@mikro-orm/migrations';

/**
 * Price history: `catalogue_price_changes`, one row for each listing's first price and for each change of it,
 * and on `catalogue_properties` the latest reduction still in force (`reduced_at`, `reduced_from_eur`), which
 * the cards, the property page and the "recently reduced" sort read. Projected from the catalogue's events:
 * filled by rebuild-projections. And `engagement_saved_searches.reductions_only`: the search alerts only of
 * price reductions (every search saved before alerts of everything, as it did).
 */
export class Migration20261130000003_price_history extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table catalogue_price_changes (
      event_id uuid primary key,
      property_id text not null,
      changed_at timestamptz not null,
      previous_price_eur int,
      price_eur int not null
    );`);
    this.addSql(
      'create index catalogue_price_changes_property on catalogue_price_changes (property_id, changed_at desc);',
    );
    this.addSql(
      'create index catalogue_price_changes_reductions on catalogue_price_changes (changed_at) where price_eur < previous_price_eur;',
    );
    this.addSql('alter table catalogue_properties add column reduced_at timestamptz;');
    this.addSql('alter table catalogue_properties add column reduced_from_eur int;');
    // The "recently reduced" order reads every public listing's status, reduction and date from this index
    // alone (its first 90 days depend on the clock, so no index can hold the order itself).
    this.addSql(`create index catalogue_properties_public_reduced on catalogue_properties (listed_at desc, id)
      include (status, reduced_at) where status in ('active', 'reserved', 'sold');`);
    this.addSql(
      'alter table engagement_saved_searches add column reductions_only boolean not null default false;',
    );
  }

  override async down(): Promise<void> {
    this.addSql('alter table engagement_saved_searches drop column reductions_only;');
    this.addSql('drop index catalogue_properties_public_reduced;');
    this.addSql('alter table catalogue_properties drop column reduced_from_eur;');
    this.addSql('alter table catalogue_properties drop column reduced_at;');
    this.addSql('drop table catalogue_price_changes;');
  }
}
