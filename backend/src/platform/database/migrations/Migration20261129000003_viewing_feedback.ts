import { Migration } from '@mikro-orm/migrations';

/**
 * A viewing that took place keeps the agent's account of it: the buyer's interest and remarks (the remarks
 * are the viewing's person's data: gone with their erasure). Filled by rebuild-projections.
 */
export class Migration20261129000003_viewing_feedback extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table viewings
      add column feedback_interest text null,
      add column feedback_remarks text null,
      add column feedback_recorded_at timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(
      'alter table viewings drop column feedback_interest, drop column feedback_remarks, drop column feedback_recorded_at;',
    );
  }
}
