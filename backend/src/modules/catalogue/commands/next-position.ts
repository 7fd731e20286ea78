import type { EntityManager } from '@mikro-orm/postgresql';

/** New services and experiences go after the existing ones (their display order). */
export async function nextPosition(
  em: EntityManager,
  table: 'catalogue_services' | 'catalogue_experiences',
): Promise<number> {
  const [row] = await em
    .fork()
    .getConnection()
    .execute<{ next: number }[]>(`select coalesce(max(position) + 1, 0)::int as next from ${table}`);
  return row.next;
}
