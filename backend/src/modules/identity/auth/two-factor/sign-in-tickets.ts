import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../../platform/domain/domain-error';
import { TWO_FACTOR_POLICY } from '../../domain/two-factor-policy';
import { SECURE_TOKEN_PATTERN, hashToken, newSecureToken } from '../secure-token';

/** `sign_in`: the account proves its second factor; `enrol`: it must set one up before any session. */
export type TicketPurpose = 'sign_in' | 'enrol';

export interface SignInTicket {
  userId: string;
  purpose: TicketPurpose;
  remember: boolean;
}

interface TicketRow {
  user_id: string;
  purpose: TicketPurpose;
  remember: boolean;
  expires_at: Date;
  used_at: Date | null;
}

/** One answer for an unknown, spent, expired or ended ticket: the person signs in again with the password. */
export const ticketInvalid = (): DomainError =>
  new DomainError('unauthenticated', 'sign_in_ticket_invalid', 'Please sign in again with your password.');

/**
 * What a right password hands out instead of a session when the account needs a second factor: 256 random
 * bits, stored as SHA-256 only, valid five minutes, bound to the account and the remember-me choice, spent
 * by the step that opens the session. Five wrong codes end it.
 */
export const signInTickets = {
  async issue(
    em: EntityManager,
    input: { userId: string; purpose: TicketPurpose; remember: boolean; now: Date },
  ): Promise<string> {
    const ticket = newSecureToken();
    const expiresAt = new Date(input.now.getTime() + TWO_FACTOR_POLICY.ticketSeconds * 1000);
    // Tickets of this account that ended are of no use any more.
    await em.execute('delete from identity_second_factor_tickets where user_id = ? and expires_at < ?', [
      input.userId,
      input.now,
    ]);
    await em.execute(
      `insert into identity_second_factor_tickets
         (ticket_hash, user_id, purpose, remember, created_at, expires_at) values (?, ?, ?, ?, ?, ?)`,
      [hashToken(ticket), input.userId, input.purpose, input.remember, input.now, expiresAt],
    );
    return ticket;
  },

  /** The ticket while it can still be used for `purpose`; otherwise `sign_in_ticket_invalid`. */
  async redeemable(
    em: EntityManager,
    ticket: string,
    purpose: TicketPurpose,
    now: Date,
  ): Promise<SignInTicket> {
    if (!SECURE_TOKEN_PATTERN.test(ticket)) throw ticketInvalid();
    const [row] = await em.execute<TicketRow[]>(
      `select user_id, purpose, remember, expires_at, used_at from identity_second_factor_tickets
       where ticket_hash = ?`,
      [hashToken(ticket)],
    );
    if (!row || row.used_at || row.purpose !== purpose || new Date(row.expires_at) <= now) {
      throw ticketInvalid();
    }
    return { userId: row.user_id, purpose: row.purpose, remember: row.remember };
  },

  /** Counts a wrong code; the fifth ends the ticket. Returns whether the ticket is still usable. */
  async wrongCode(em: EntityManager, ticket: string, now: Date): Promise<boolean> {
    const [row] = await em.execute<{ failures: number }[]>(
      `update identity_second_factor_tickets set failures = failures + 1,
         used_at = case when failures + 1 >= ? then ?::timestamptz else used_at end
       where ticket_hash = ? returning failures`,
      [TWO_FACTOR_POLICY.wrongCodesPerTicket, now, hashToken(ticket)],
    );
    return !!row && row.failures < TWO_FACTOR_POLICY.wrongCodesPerTicket;
  },

  /** Spends the ticket in the caller's transaction: of two concurrent uses, one opens a session. */
  async spend(em: EntityManager, ticket: string, now: Date): Promise<void> {
    const spent = await em.execute<{ user_id: string }[]>(
      `update identity_second_factor_tickets set used_at = ?
       where ticket_hash = ? and used_at is null and expires_at > ? returning user_id`,
      [now, hashToken(ticket), now],
    );
    if (spent.length === 0) throw ticketInvalid();
  },
};
