import type { EntityManager } from '@mikro-orm/postgresql';
import { isUpcoming, type ViewingRow } from '../viewing.dto';

/** A client's viewings split into those ahead (soonest first) and the rest (latest first). */
export async function clientViewings(
  em: EntityManager,
  clientId: string,
  now: Date,
): Promise<{ upcoming: ViewingRow[]; past: ViewingRow[] }> {
  const rows = await em.execute<ViewingRow[]>(
    'select * from viewings where client_id = ? order by starts_at desc, requested_at desc',
    [clientId],
  );
  const upcoming = rows.filter((row) => isUpcoming(row, now)).reverse();
  const past = rows.filter((row) => !isUpcoming(row, now));
  return { upcoming, past };
}
