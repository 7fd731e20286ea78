import type { EntityManager } from '@mikro-orm/postgresql';
import { UserReadModel } from './user.read-model';

/** E-mail addresses are compared as typed but trimmed and lower-cased, everywhere. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export const userLookup = {
  byEmail(em: EntityManager, email: string): Promise<UserReadModel | null> {
    return em.findOne(UserReadModel, { email: normalizeEmail(email) });
  },

  byId(em: EntityManager, userId: string): Promise<UserReadModel | null> {
    return em.findOne(UserReadModel, { id: userId });
  },

  /** True when an account has this address. */
  async isTaken(em: EntityManager, email: string): Promise<boolean> {
    const rows = await em.execute<{ taken: boolean }[]>(
      'select exists (select 1 from identity_users where email = ?) as taken',
      [normalizeEmail(email)],
    );
    return rows[0].taken;
  },
};

/** A unique-index violation: another account got the address in a concurrent transaction. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string } | null)?.code;
  return code === '23505' || error?.constructor?.name === 'UniqueConstraintViolationException';
}
