import type { EntityManager } from '@mikro-orm/postgresql';
import type { AsyncProcessor } from './projection';

/** How far an async processor is behind the log. */
export interface ProcessorLag {
  readonly processor: string;
  /**
   * Events after its checkpoint, counted up to WAITING_COUNT_LIMIT. Of every type: a processor moves its checkpoint
   * past the events it ignores too, so a processor that keeps up has none waiting whatever it reads.
   */
  readonly waiting: number;
  /**
   * How long events have waited without its checkpoint moving: since the later of the checkpoint's last move and
   * the first waiting event's recording (a log quiet for a week is no stall when an event arrives); 0 when none wait.
   */
  readonly stalledSeconds: number;
}

/** Waiting events are counted up to this many: a processor far behind costs no more to measure than this. */
export const WAITING_COUNT_LIMIT = 10_000;

/**
 * Every processor's lag in one statement, read from the checkpoints and the log's commit-order index (for the
 * metrics at each scrape and for readiness). The processors are a VALUES list, so the planner knows how many.
 */
export async function readProcessorLag(
  em: EntityManager,
  processors: readonly Pick<AsyncProcessor, 'name'>[],
  now: Date,
): Promise<ProcessorLag[]> {
  if (processors.length === 0) return [];
  const rows = await em.execute<
    { name: string; waiting: number; oldest: string | null; moved: string | null }[]
  >(
    `select p.name, w.waiting, w.oldest, cp.updated_at as moved
     from (values ${processors.map(() => '(?::text)').join(', ')}) as p(name)
     left join processor_checkpoints cp on cp.name = p.name
     cross join lateral (
       select count(*)::int as waiting, min(e.created_at) as oldest from (
         select e.created_at from events e
         where (e.transaction_id, e.global_position) >
               (coalesce(cp.transaction_id, '0'::xid8), coalesce(cp.global_position, 0))
         order by e.transaction_id, e.global_position
         limit ${WAITING_COUNT_LIMIT}
       ) e
     ) w`,
    processors.map((processor) => processor.name),
  );
  return rows.map((row) => {
    const since = Math.max(
      row.oldest ? new Date(row.oldest).getTime() : 0,
      row.moved ? new Date(row.moved).getTime() : 0,
    );
    return {
      processor: row.name,
      waiting: row.waiting,
      stalledSeconds: row.waiting > 0 ? Math.max(0, (now.getTime() - since) / 1000) : 0,
    };
  });
}
