import { Migration } from '@mikro-orm/migrations';

/**
 * Similar properties are found among the nearest in price within the same location, area or type
 * (similar-properties-sql.ts): each of those walks one of these indexes for a few rows, where the page used
 * to sort every public property. The nearest of any kind walk catalogue_properties_public_price.
 */
export class Migration20261124000002_catalogue_similar_by_price extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create index catalogue_properties_public_location_price on catalogue_properties (location, price_eur)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_public_area_price on catalogue_properties (area, price_eur)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_public_type_price on catalogue_properties (type, price_eur)
        where status in ('active', 'reserved', 'sold');
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index catalogue_properties_public_type_price;
      drop index catalogue_properties_public_area_price;
      drop index catalogue_properties_public_location_price;
    `);
  }
}
