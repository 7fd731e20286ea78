import { Migration } from '@mikro-orm/migrations';

/**
 * Sales (read models of the property sale streams):
 * - `sales_offers`: one row per offer, with its rounds, as the buyer follows it and staff compare them.
 * - `sales_deals`: one row per property whose offer was accepted: the current or last deal.
 */
export class Migration20261129000001_sales extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table sales_offers (
        id uuid primary key,
        property_id text not null,
        client_id uuid not null,
        property_title jsonb not null,
        property_reference text not null,
        property_image text,
        status text not null,
        amount_eur integer not null,
        financing text not null,
        conditions text,
        valid_until date not null,
        source text not null,
        rounds jsonb not null,
        presented_at timestamptz,
        rejected_by text,
        created_at timestamptz not null,
        updated_at timestamptz not null,
        version integer not null
      );
      create index sales_offers_property on sales_offers (property_id, created_at desc);
      create index sales_offers_client on sales_offers (client_id, created_at desc);
      create index sales_offers_status on sales_offers (status, updated_at desc);

      create table sales_deals (
        property_id text primary key,
        offer_id uuid not null,
        client_id uuid not null,
        stage text not null,
        accepted_amount_eur integer not null,
        deposit_eur integer,
        deposit_due_on date,
        deposit_received_on date,
        deed_date date,
        final_price_eur integer,
        commission_percent numeric(6, 3),
        commission_eur numeric(14, 2),
        commission_vat_eur numeric(14, 2),
        fell_through_reason text,
        accepted_at timestamptz not null,
        updated_at timestamptz not null,
        version integer not null
      );
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table sales_deals; drop table sales_offers;');
  }
}
