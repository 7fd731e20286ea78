import { Migration } from '@mikro-orm/migrations';

/** The table of purchase-cost rates in force (read model of the `rates-cantabria` stream). */
export class Migration20261127100001_purchase_cost_rates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table purchase_cost_rates (
        key text primary key,
        rate_pct double precision null,
        max_value_eur integer null,
        min_eur integer null,
        max_eur integer null,
        source text not null,
        source_url text null,
        effective_from date not null,
        reviewed_on date not null,
        version integer not null,
        revised_at timestamptz not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table purchase_cost_rates;');
  }
}
