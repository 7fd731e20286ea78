import { Migration } from '@mikro-orm/migrations';

/**
 * The public search counts its matches only up to a cap (property-search.ts), so a count may stop early, but
 * only if it never leaves the index it walks: the covering filter index now also carries `search_text`, so a
 * text search is counted by an index-only scan too (before, each match was read from the table, whose rows are
 * wide: titles and descriptions in five languages). A twin led by `type` serves searches that name a type and
 * no location (the first index can only be scanned whole for them, as PostgreSQL 15 has no skip scan).
 * The trigram index stays: it finds rare words without walking any of these.
 */
export class Migration20261124000001_catalogue_search_text_covering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop index catalogue_properties_public_filters;
      create index catalogue_properties_public_filters on catalogue_properties (location, type)
        include (price_eur, bedrooms, bathrooms, size_built_m2, amenities, search_text)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_public_types on catalogue_properties (type, location)
        include (price_eur, bedrooms, bathrooms, size_built_m2, amenities, search_text)
        where status in ('active', 'reserved', 'sold');
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop index catalogue_properties_public_types;
      drop index catalogue_properties_public_filters;
      create index catalogue_properties_public_filters on catalogue_properties (location, type)
        include (price_eur, bedrooms, bathrooms, size_built_m2, amenities)
        where status in ('active', 'reserved', 'sold');
    `);
  }
}
