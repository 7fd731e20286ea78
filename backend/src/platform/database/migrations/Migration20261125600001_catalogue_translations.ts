import { Migration } from '@mikro-orm/migrations';

/**
 * Who wrote each translation of each catalogue text, for which Spanish (read models, rebuilt from the log):
 * `translations` {path: {language: {origin, sourceHash}}} on properties, services and experiences.
 * `translation_cache` (the translation module's own table, not a read model: never rebuilt): what a
 * translation service answered for a piece of Spanish, keyed by its hash, the language and the service.
 */
export class Migration20261125600001_catalogue_translations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table catalogue_properties add column translations jsonb not null default '{}'::jsonb;
      alter table catalogue_services add column translations jsonb not null default '{}'::jsonb;
      alter table catalogue_experiences add column translations jsonb not null default '{}'::jsonb;

      create table translation_cache (
        source_hash text not null,
        target_language text not null,
        provider text not null,
        translated_text text not null,
        created_at timestamptz not null default now(),
        primary key (source_hash, target_language, provider)
      );
      create index translation_cache_created_at on translation_cache (created_at);
    `);
  }

  override async down(): Promise<void> {
    this.addSql(`
      drop table translation_cache;
      alter table catalogue_experiences drop column translations;
      alter table catalogue_services drop column translations;
      alter table catalogue_properties drop column translations;
    `);
  }
}
