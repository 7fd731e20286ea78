import { Migration } from '@mikro-orm/migrations';

/**
 * The generation of each seller's weekly report links: a link names the generation it was issued in and
 * works only while it is the seller's current one. Projected inline from `SellerReportLinksRevoked`; a
 * seller who never had their links revoked has no row (generation 0).
 */
export class Migration20261129000008_seller_report_links extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table seller_report_link_generations (
      seller_id uuid primary key,
      property_id text not null,
      generation int not null,
      revoked_at timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table seller_report_link_generations;');
  }
}
