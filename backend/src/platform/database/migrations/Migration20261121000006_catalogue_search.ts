import { Migration } from '@mikro-orm/migrations';

/**
 * Indexes for the public catalogue search (GET /api/properties) and the admin table's text search.
 *
 * - Every public query says `status in ('active', 'reserved', 'sold')`, so the btree indexes are partial on
 *   exactly that predicate: they hold public rows only and each one serves one sort order (newest, price,
 *   size) with its range filter, reading rows already in order and stopping at the page's limit.
 * - The total of matches is counted by a separate statement from a narrow covering index: every scalar filter
 *   column plus `amenities` in a partial btree led by location and type, so the count is an index-only scan
 *   (the table's rows are wide: titles and descriptions in five languages).
 * - `amenities @> '["pool","garden"]'` ("all of these features") can use a GIN index with jsonb_path_ops
 *   when a feature is rare; common ones are checked from the covering index.
 * - `search_text` is a stored generated column: the title in every language, the location key, area and city,
 *   lower-cased; a pg_trgm GIN index serves `like '%text%'` on it (a contains-search no btree can serve).
 *   pg_trgm ships with PostgreSQL's contrib and is a trusted extension, so the database owner may create it.
 */
export class Migration20261121000006_catalogue_search extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create extension if not exists pg_trgm;

      alter table catalogue_properties add column search_text text generated always as (lower(
        coalesce(title->>'es', '') || ' ' || coalesce(title->>'en', '') || ' ' || coalesce(title->>'de', '')
        || ' ' || coalesce(title->>'ru', '') || ' ' || coalesce(title->>'mk', '') || ' '
        || replace(location, '_', ' ') || ' ' || area || ' ' || city
      )) stored;

      drop index catalogue_properties_public;
      create index catalogue_properties_public_newest on catalogue_properties (listed_at desc, id)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_public_price on catalogue_properties (price_eur, id)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_public_size on catalogue_properties (size_built_m2 desc, id)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_public_filters on catalogue_properties (location, type)
        include (price_eur, bedrooms, bathrooms, size_built_m2, amenities)
        where status in ('active', 'reserved', 'sold');
      create index catalogue_properties_amenities on catalogue_properties using gin (amenities jsonb_path_ops);
      create index catalogue_properties_search_text on catalogue_properties using gin (search_text gin_trgm_ops);
      create index catalogue_properties_status on catalogue_properties (status, listed_at desc);

      -- Services and experiences are edited by the staff too: the version an edit form sends back.
      alter table catalogue_services add column version integer not null default 1;
      alter table catalogue_experiences add column version integer not null default 1;
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      alter table catalogue_experiences drop column version;
      alter table catalogue_services drop column version;
      drop index catalogue_properties_status;
      drop index catalogue_properties_search_text;
      drop index catalogue_properties_amenities;
      drop index catalogue_properties_public_filters;
      drop index catalogue_properties_public_size;
      drop index catalogue_properties_public_price;
      drop index catalogue_properties_public_newest;
      alter table catalogue_properties drop column search_text;
      create index catalogue_properties_public on catalogue_properties (status, listed_at desc);
    `);
  }
}
