import type { EntityManager } from '@mikro-orm/postgresql';
import type { EventMetadata } from '../event-store/stored-event';
import type { PersonalData } from './personal-data';
import { EVENT_PERSONAL_DATA } from './personal-fields';

/**
 * The marker of the version of EVENT_PERSONAL_DATA the upgrade sealed: a field added to the register of an
 * event type recorded before needs the next version, so that a database sealed with an earlier one walks the
 * log once more. v1: accounts, inquiries, bookings, viewings; v2: the names of saved searches; v3: the notes
 * sent with a booking's changed amount; v4: the reason a sale fell through.
 */
export const SEAL_UPGRADE_VERSION = 4;
export const sealUpgradeMarker = (version: number): string => `seal-personal-fields-v${version}`;
export const SEAL_UPGRADE = sealUpgradeMarker(SEAL_UPGRADE_VERSION);
const BATCH = 2000;

interface Row {
  global_position: string;
  type: string;
  data: unknown;
  metadata: EventMetadata | null;
}

/**
 * The one-off upgrade, run by `migrate` (and so by `npm start`): seals the personal fields of the events
 * recorded before crypto-shredding existed, in position order, batch by batch, each batch in a transaction
 * that the append-only trigger lets update `events.data` (the one exception to "never update an event row":
 * the law demands that clear text goes). Idempotent twice over: sealed values are left as they are (told by
 * their content, so a later version's walk seals only the fields new to the register), and a finished
 * upgrade is recorded in `person_keys` under SEAL_UPGRADE and never walks the log again until the version
 * changes (the markers of earlier versions stay, rows without key that no event names).
 * Returns the number of event rows it sealed.
 */
export async function sealStoredPersonalData(em: EntityManager, personalData: PersonalData): Promise<number> {
  const [done] = await em.execute<{ person_id: string }[]>(
    'select person_id from person_keys where person_id = ?',
    [SEAL_UPGRADE],
  );
  if (done) return 0;
  const types = `{${Object.keys(EVENT_PERSONAL_DATA).join(',')}}`;
  let after = '0';
  let sealed = 0;
  for (;;) {
    const rows = await em.execute<Row[]>(
      `select global_position::text as global_position, type, data, metadata from events
        where type = any(?::text[]) and global_position > ?::bigint order by global_position limit ?`,
      [types, after, BATCH],
    );
    await em.transactional(async (tx) => {
      await tx.execute(`set local costa.sealing_personal_data = 'on'`);
      const results = await personalData.seal(
        tx,
        rows.map((row) => ({ type: row.type, data: row.data, metadata: row.metadata ?? {} })),
      );
      const changed = rows.flatMap((row, index) =>
        JSON.stringify(results[index].stored) === JSON.stringify(row.data)
          ? []
          : [{ global_position: row.global_position, data: results[index].stored }],
      );
      if (changed.length > 0) {
        // One statement per batch.
        await tx.execute(
          `update events set data = sealed.data
             from jsonb_to_recordset(?::jsonb) as sealed (global_position bigint, data jsonb)
            where events.global_position = sealed.global_position`,
          [JSON.stringify(changed)],
        );
      }
      sealed += changed.length;
      if (rows.length < BATCH) {
        // A marker row without key: no event ever names it.
        await tx.execute(
          `insert into person_keys (person_id, key, erased_at) values (?, null, now()) on conflict do nothing`,
          [SEAL_UPGRADE],
        );
      }
    });
    if (rows.length < BATCH) return sealed;
    after = rows[rows.length - 1].global_position;
  }
}
