import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/domain/domain-error';
import { invalidToken } from '../domain/user.decider';
import { ONE_TIME_TOKEN_SECONDS, type OneTimeTokenPurpose } from '../domain/session-policy';
import { SECURE_TOKEN_PATTERN, hashToken, newSecureToken } from './secure-token';

export interface OneTimeToken {
  userId: string;
  purpose: OneTimeTokenPurpose;
  /** The address the link was sent to (the one it verifies). */
  email: string;
}

interface TokenRow {
  user_id: string;
  purpose: OneTimeTokenPurpose;
  email: string;
  expires_at: Date;
  used_at: Date | null;
}

export const expiredToken = (): DomainError =>
  new DomainError('invalid', 'expired_token', 'This link has expired. Ask for a new one.');

/**
 * Single-use e-mail links (verification, e-mail change, password reset), stored as SHA-256 hashes only.
 * The raw token is created by the mail job at the moment it sends the mail (`issueForJob`) and exists
 * nowhere else: not in an event, not in the job's payload, not in a log line.
 */
export const oneTimeTokens = {
  /**
   * A new token for one mail job. A retried job replaces the token of its previous attempt (whose mail may
   * not have gone out), so each mail job has at most one valid link.
   */
  async issueForJob(
    em: EntityManager,
    input: { jobId: string; userId: string; purpose: OneTimeTokenPurpose; email: string; now: Date },
  ): Promise<string> {
    const token = newSecureToken();
    const expiresAt = new Date(input.now.getTime() + ONE_TIME_TOKEN_SECONDS[input.purpose] * 1000);
    // Links of this account that expired more than a week ago are of no use any more: tidy them up.
    await em.execute('delete from identity_one_time_tokens where user_id = ? and expires_at < ?', [
      input.userId,
      new Date(input.now.getTime() - 7 * 24 * 3600 * 1000),
    ]);
    await em.execute(
      `insert into identity_one_time_tokens (token_hash, user_id, purpose, email, job_id, created_at, expires_at)
       values (?, ?, ?, ?, ?, ?, ?)
       on conflict (job_id) do update set token_hash = excluded.token_hash, created_at = excluded.created_at,
         expires_at = excluded.expires_at, used_at = null`,
      [hashToken(token), input.userId, input.purpose, input.email, input.jobId, input.now, expiresAt],
    );
    return token;
  },

  /** The token's purpose and account if it can still be used; otherwise invalid_token or expired_token. */
  async redeemable(
    em: EntityManager,
    token: string,
    purposes: readonly OneTimeTokenPurpose[],
    now: Date,
  ): Promise<OneTimeToken> {
    if (!SECURE_TOKEN_PATTERN.test(token)) throw invalidToken();
    const [row] = await em.execute<TokenRow[]>(
      'select user_id, purpose, email, expires_at, used_at from identity_one_time_tokens where token_hash = ?',
      [hashToken(token)],
    );
    if (!row || row.used_at || !purposes.includes(row.purpose)) throw invalidToken();
    if (new Date(row.expires_at).getTime() <= now.getTime()) throw expiredToken();
    return { userId: row.user_id, purpose: row.purpose, email: row.email };
  },

  /**
   * Spends the token inside the caller's transaction: only one of two concurrent uses succeeds (the row is
   * updated only while unused and unexpired), and a failure later in the transaction gives it back.
   */
  async consume(em: EntityManager, token: string, now: Date): Promise<void> {
    const spent = await em.execute<{ user_id: string }[]>(
      `update identity_one_time_tokens set used_at = ?
       where token_hash = ? and used_at is null and expires_at > ? returning user_id`,
      [now, hashToken(token), now],
    );
    if (spent.length === 0) throw invalidToken();
  },

  /** Every other unused link of this purpose dies with it (a completed reset voids older reset mails). */
  async voidAll(em: EntityManager, userId: string, purpose: OneTimeTokenPurpose, now: Date): Promise<void> {
    await em.execute(
      `update identity_one_time_tokens set used_at = ? where user_id = ? and purpose = ? and used_at is null`,
      [now, userId, purpose],
    );
  },
};
