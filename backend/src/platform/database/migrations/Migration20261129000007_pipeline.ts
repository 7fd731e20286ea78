import { Migration } from '@mikro-orm/migrations';

/**
 * The deal pipeline, projected inline from the events of engagement, viewings, sales and the catalogue;
 * disposable, rebuilt from the log.
 *
 * `pipeline_deals`: one row per client and property, with its stage, agent, latest offer and the first
 * instant it entered each stage. Its only personal datum is the client's pseudonymous account id.
 * `pipeline_listings`: per property its area, when it was listed, reserved and sold, the final price and the
 * commission (for the owner's sales report). `pipeline_viewings` and `pipeline_offers`: which deal each
 * viewing and offer belongs to and whether it is still open, since their later events name only their id.
 */
export class Migration20261129000007_pipeline extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table pipeline_deals (
      property_id text not null,
      client_id text not null,
      title jsonb not null,
      area text,
      agent_id text,
      stage text not null,
      amount_eur bigint,
      opened_at timestamptz not null,
      viewing_at timestamptz,
      offer_at timestamptz,
      reserved_at timestamptz,
      completed_at timestamptz,
      lost_at timestamptz,
      updated_at timestamptz not null,
      primary key (property_id, client_id)
    );`);
    // The board's columns: the latest deals of each stage, unfiltered, by agent and by area.
    this.addSql('create index pipeline_deals_stage on pipeline_deals (stage, updated_at desc);');
    this.addSql('create index pipeline_deals_agent on pipeline_deals (agent_id, stage, updated_at desc);');
    this.addSql('create index pipeline_deals_area on pipeline_deals (area, stage, updated_at desc);');
    // The report's funnel: a deal that reached a stage in the period was updated in it.
    this.addSql('create index pipeline_deals_updated on pipeline_deals (updated_at);');

    this.addSql(`create table pipeline_listings (
      property_id text primary key,
      title jsonb not null,
      area text,
      listed_at timestamptz not null,
      agent_id text,
      reserved_at timestamptz,
      sold_on date,
      final_price_eur bigint,
      commission_eur numeric(14, 2),
      commission_vat_eur numeric(14, 2)
    );`);
    this.addSql(
      'create index pipeline_listings_sold on pipeline_listings (sold_on) where sold_on is not null;',
    );
    this.addSql(
      'create index pipeline_listings_reserved on pipeline_listings (reserved_at) where reserved_at is not null;',
    );
    this.addSql('create index pipeline_listings_area on pipeline_listings (area);');

    this.addSql(`create table pipeline_viewings (
      viewing_id text primary key,
      property_id text not null,
      client_id text not null,
      open boolean not null
    );`);
    this.addSql(
      'create index pipeline_viewings_deal on pipeline_viewings (property_id, client_id) where open;',
    );
    this.addSql(`create table pipeline_offers (
      offer_id text primary key,
      property_id text not null,
      client_id text not null,
      open boolean not null
    );`);
    this.addSql('create index pipeline_offers_deal on pipeline_offers (property_id, client_id) where open;');
  }

  override async down(): Promise<void> {
    this.addSql('drop table pipeline_offers;');
    this.addSql('drop table pipeline_viewings;');
    this.addSql('drop table pipeline_listings;');
    this.addSql('drop table pipeline_deals;');
  }
}
