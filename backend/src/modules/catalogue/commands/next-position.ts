import type { EntityManager } from '@mikro-orm/postgresql';

const POSITION_LOCK = { catalogue_services: 1, catalogue_experiences: 2 } as const;
/** The first key of the two-key advisory locks this module takes (the other key names the table). */
const CATALOGUE_LOCK_SPACE = 7_401;

/**
 * The display position of a new service or experience: after the existing ones. Runs inside the command's
 * transaction and first takes a transaction-scoped advisory lock per table, so two creations at once
 * queue here and the second one reads the first one's row once it commits: no two items share a position.
 */
export async function nextPosition(em: EntityManager, table: keyof typeof POSITION_LOCK): Promise<number> {
  await em.execute('select pg_advisory_xact_lock(?, ?)', [CATALOGUE_LOCK_SPACE, POSITION_LOCK[table]]);
  const [row] = await em.execute<{ next: number }[]>(
    `select coalesce(max(position) + 1, 0)::int as next from ${table}`,
  );
  return row.next;
}
