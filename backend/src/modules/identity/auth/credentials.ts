import type { EntityManager } from '@mikro-orm/postgresql';

/** Password hashes, one row per account, written in the transaction of the event that changes them. */
export const credentials = {
  async hashOf(em: EntityManager, userId: string): Promise<string | null> {
    const rows = await em.execute<{ password_hash: string }[]>(
      'select password_hash from identity_credentials where user_id = ?',
      [userId],
    );
    return rows[0]?.password_hash ?? null;
  },

  async set(em: EntityManager, userId: string, passwordHash: string, now: Date): Promise<void> {
    await em.execute(
      `insert into identity_credentials (user_id, password_hash, updated_at) values (?, ?, ?)
       on conflict (user_id) do update set password_hash = excluded.password_hash, updated_at = excluded.updated_at`,
      [userId, passwordHash, now],
    );
  },
};
