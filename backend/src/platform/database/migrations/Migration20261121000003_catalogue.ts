import { Migration } from '@mikro-orm/migrations';

/** Catalogue read models: properties, services and experiences, projected from catalogue events. */
export class Migration20261121000003_catalogue extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table catalogue_properties (
        id text primary key,
        version integer not null,
        reference text not null unique,
        type text not null,
        location text not null,
        status text not null,
        title jsonb not null,
        subtitle jsonb not null,
        short_description jsonb not null,
        city text not null,
        area text not null,
        price_eur integer not null,
        price_per_m2_eur integer not null,
        bedrooms integer not null,
        bathrooms integer not null,
        size_built_m2 integer not null,
        amenities jsonb not null,
        featured boolean not null,
        cover_image jsonb,
        details jsonb not null,
        listed_at timestamptz not null,
        updated_at timestamptz not null
      );
      create index catalogue_properties_public on catalogue_properties (status, listed_at desc);

      create table catalogue_services (
        id text primary key,
        position integer not null,
        premium boolean not null,
        title jsonb not null,
        description jsonb not null,
        price_from_eur integer not null,
        image jsonb not null,
        highlights jsonb not null,
        listed_at timestamptz not null
      );

      create table catalogue_experiences (
        id text primary key,
        position integer not null,
        type text not null,
        title jsonb not null,
        description jsonb not null,
        duration jsonb not null,
        price_eur integer not null,
        image jsonb not null,
        listed_at timestamptz not null
      );
      create index catalogue_experiences_type on catalogue_experiences (type, position);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(
      'drop table catalogue_experiences; drop table catalogue_services; drop table catalogue_properties;',
    );
  }
}
