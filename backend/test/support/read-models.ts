import type { INestApplicationContext } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ProjectionRegistry } from '../../src/platform/projections/projection-registry';

/** Every table of every inline projection, row for row: what a rebuild must reproduce. */
export async function readModelSnapshot(app: INestApplicationContext): Promise<Record<string, unknown[]>> {
  const em = app.get(EntityManager).fork();
  const tables = [
    ...new Set(
      app
        .get(ProjectionRegistry)
        .inlineProjections()
        .flatMap((p) => p.tables),
    ),
  ].sort();
  const result: Record<string, unknown[]> = {};
  // Ordered by the whole row: several read models (the pipeline's counts) have no one-column key.
  for (const table of tables) result[table] = await em.execute(`select * from ${table} t order by t::text`);
  return result;
}
