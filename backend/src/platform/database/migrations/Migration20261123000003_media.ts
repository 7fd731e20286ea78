import { Migration } from '@mikro-orm/migrations';

/** Images uploaded for the catalogue; their files live in MEDIA_DIR, this table lists them. */
export class Migration20261123000003_media extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table media_images (
        id uuid primary key,
        content_type text not null,
        width integer not null,
        height integer not null,
        original_bytes integer not null,
        variants jsonb not null,
        display_name text,
        uploaded_by text,
        uploaded_at timestamptz not null
      );
      create index media_images_uploaded_at on media_images (uploaded_at desc);
    `);
  }

  override async down(): Promise<void> {
    this.addSql('drop table media_images;');
  }
}
