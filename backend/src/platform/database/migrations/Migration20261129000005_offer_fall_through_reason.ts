import { Migration } from '@mikro-orm/migrations';

/**
 * An offer whose deal fell through keeps the reason staff gave (the buyer's personal data, sealed with the
 * offer): `sales_deals` holds only a property's last deal, so the offer's own row is what the buyer's copy of
 * their data reads, and what their erasure empties. Filled by rebuild-projections.
 */
export class Migration20261129000005_offer_fall_through_reason extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table sales_offers add column fell_through_reason text null;');
  }

  override async down(): Promise<void> {
    this.addSql('alter table sales_offers drop column fell_through_reason;');
  }
}
