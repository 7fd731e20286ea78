import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Transaction ids of other lengths than the cluster's current ones, to test commit order where text order
 * and number order disagree ('10000' sorts before '9999' as text).
 */

/**
 * Appends one event per given transaction id to a new stream, bypassing the store's default xid. Give ids
 * below the cluster's current one (a few hundred at most), so the events lie behind the read horizon like
 * any old committed event.
 */
export async function insertEventsWithTransactionIds(
  em: EntityManager,
  streamId: string,
  type: string,
  transactionIds: readonly number[],
): Promise<void> {
  await em.execute('insert into streams (stream_id, version) values (?, ?)', [
    streamId,
    transactionIds.length,
  ]);
  for (const [index, transactionId] of transactionIds.entries()) {
    await em.execute(
      `insert into events (event_id, stream_id, stream_version, transaction_id, type, data)
       values (?, ?, ?, ?::xid8, ?, ?::jsonb)`,
      [randomUUID(), streamId, index + 1, String(transactionId), type, JSON.stringify({ transactionId })],
    );
  }
}

/**
 * Gives the whole log new transaction ids in the same commit order, half of them with one digit fewer than
 * the other half (…, 998, 999, 1000, 1001, …), as a log looks after the cluster's counter passed a power of ten.
 */
export async function renumberAcrossDigitBoundary(em: EntityManager): Promise<number> {
  const [{ n }] = await em.execute<{ n: string }[]>('select count(distinct transaction_id) as n from events');
  const distinct = Number(n);
  const first = 1000 - Math.ceil(distinct / 2);
  if (first < 100) throw new Error(`too many transactions (${distinct}) to renumber below 1,000`);
  await em.execute('alter table events disable trigger events_append_only');
  await em.execute(
    `update events set transaction_id = (renumbered.rank + ?)::text::xid8
     from (select transaction_id as old, dense_rank() over (order by transaction_id) - 1 as rank
           from (select distinct transaction_id from events) ids) renumbered
     where events.transaction_id = renumbered.old`,
    [first],
  );
  await em.execute('alter table events enable trigger events_append_only');
  return distinct;
}
