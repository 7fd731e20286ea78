import type { EntityManager } from '@mikro-orm/postgresql';
import { LOG_START, type LogPosition } from '../event-store/stored-event';

/** Where each async processor stands in the log. Written in the transaction of the batch it ends. */
export async function loadCheckpoint(em: EntityManager, name: string): Promise<LogPosition> {
  const rows = await em.execute<{ transaction_id_text: string; global_position: string }[]>(
    'select transaction_id::text as transaction_id_text, global_position from processor_checkpoints where name = ?',
    [name],
  );
  return rows.length
    ? { transactionId: String(rows[0].transaction_id_text), globalPosition: String(rows[0].global_position) }
    : LOG_START;
}

export async function storeCheckpoint(em: EntityManager, name: string, position: LogPosition): Promise<void> {
  await em.execute(
    `insert into processor_checkpoints (name, transaction_id, global_position, updated_at)
     values (?, ?::xid8, ?, now())
     on conflict (name) do update
       set transaction_id = excluded.transaction_id, global_position = excluded.global_position, updated_at = now()`,
    [name, position.transactionId, position.globalPosition],
  );
}
