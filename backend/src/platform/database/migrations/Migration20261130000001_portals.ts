import { Migration } from '@mikro-orm/migrations';

/**
 * The portals: the portals each listing is published to (`PropertyPortalsChosen`; a listing with none has no
 * row) and the generation of each portal's feed address (`PortalFeedTokenRotated`; none: generation 0).
 */
export class Migration20261130000001_portals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table portal_choices (
      property_id text primary key,
      portals text[] not null,
      chosen_at timestamptz not null
    );`);
    this.addSql('create index portal_choices_portals_idx on portal_choices using gin (portals);');
    this.addSql(`create table portal_feed_generations (
      portal text primary key,
      generation int not null,
      rotated_at timestamptz not null
    );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table portal_feed_generations;');
    this.addSql('drop table portal_choices;');
  }
}
