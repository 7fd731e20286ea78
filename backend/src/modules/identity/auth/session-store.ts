import { createHmac } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { ApiError } from '../../../platform/http/api-error';
import type { Role } from '../../../platform/http/roles';
import { Clock } from '../../../platform/time/clock';
import { SESSION_POLICY } from '../domain/session-policy';
import { SECURE_TOKEN_PATTERN, hashToken, newSecureToken } from './secure-token';
import type { BrowserDescription } from './sign-in-device';

export type RevokeReason =
  | 'logout'
  | 'logout_all'
  | 'inactivity'
  | 'expired'
  | 'refresh_token_reuse'
  | 'password_changed'
  | 'password_reset'
  | 'account_disabled'
  | 'ended_in_settings'
  | 'two_factor_reset';

export interface StartedSession {
  sessionId: string;
  refreshToken: string;
  remember: boolean;
  expiresAt: Date;
}

export interface NewSession {
  sessionId: string;
  userId: string;
  remember: boolean;
  browser: BrowserDescription;
}

/** A live session as the account's sessions list shows it. */
export interface LiveSession extends BrowserDescription {
  id: string;
  remember: boolean;
  startedAt: Date;
  lastSeenAt: Date;
}

/** The account behind a session, as it is now. */
export interface SessionAccount {
  userId: string;
  sessionId: string;
  email: string;
  role: Role;
}

interface SessionRow {
  id: string;
  user_id: string;
  remember: boolean;
  last_seen_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
  email: string | null;
  role: Role | null;
  status: 'active' | 'disabled' | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const sessionEnded = () =>
  new ApiError(401, 'session_expired', 'Your session has ended. Please sign in again.');
const accountDisabled = () => new ApiError(401, 'account_disabled', 'This account has been disabled.');
const unauthenticated = () => new ApiError(401, 'unauthenticated', 'Sign in to do this.');

type Verdict = { ok: true } | { ok: false; revoke: RevokeReason | null; error: () => ApiError };

/**
 * Sessions live in PostgreSQL, so any API instance serves any request. A session is a family of refresh
 * tokens: each refresh spends the presented token and issues the next; presenting a spent token again
 * means it was copied, and the whole family (the session) ends. One exception, as the large identity
 * providers make it: the token spent last may come back within a few seconds while its successor is still
 * unused (the browser aborted the refresh whose answer carried it, e.g. on a page reload), and then gets
 * that same successor again. Every authenticated request checks the session and the account's current
 * state, and counts as activity: 30 minutes without any ends the session.
 */
@Injectable()
export class SessionStore {
  /** Key of the successor derivation, separate from the JWT key it is derived from. */
  private readonly successorKey: Buffer;

  constructor(
    private readonly orm: MikroORM,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.successorKey = createHmac('sha256', config.auth.jwtSecret)
      .update('costa-cantabria refresh-token successor v1')
      .digest();
  }

  /**
   * Opens a session in the caller's transaction (the sign-in's, which also notes the device), with the browser
   * it was opened from as the sessions list names it.
   */
  async start(
    em: EntityManager,
    { sessionId, userId, remember, browser }: NewSession,
  ): Promise<StartedSession> {
    const now = this.clock.now();
    const refreshToken = newSecureToken();
    const lifetime = remember ? SESSION_POLICY.rememberedSeconds : SESSION_POLICY.browserSessionSeconds;
    const expiresAt = new Date(now.getTime() + lifetime * 1000);
    // Sessions that ended more than a week ago are of no further use: tidy them up on the way.
    const cutoff = new Date(now.getTime() - 7 * 24 * 3600 * 1000);
    await em.execute(
      `delete from identity_sessions
       where user_id = ? and (revoked_at < ? or expires_at < ? or last_seen_at < ?)`,
      [userId, cutoff, cutoff, new Date(cutoff.getTime() - SESSION_POLICY.idleTimeoutSeconds * 1000)],
    );
    await em.execute(
      `insert into identity_sessions (id, user_id, remember, created_at, last_seen_at, expires_at,
         browser, browser_version, os, device_type)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        sessionId,
        userId,
        remember,
        now,
        now,
        expiresAt,
        browser.browser,
        browser.browserVersion,
        browser.os,
        browser.deviceType,
      ],
    );
    await em.execute(
      'insert into identity_refresh_tokens (token_hash, session_id, created_at) values (?, ?, ?)',
      [hashToken(refreshToken), sessionId, now],
    );
    return { sessionId, refreshToken, remember, expiresAt };
  }

  /**
   * Spends a refresh token and issues the next one of its family. Refused (401) when the token is unknown,
   * spent (then the family is revoked: unless it was spent within the grace period and its successor is
   * still unused, which answers with that successor again), or its session is revoked, idle for too long,
   * past its lifetime or belongs to a disabled account.
   */
  async rotate(refreshToken: string): Promise<StartedSession & SessionAccount> {
    if (!SECURE_TOKEN_PATTERN.test(refreshToken)) throw unauthenticated();
    const now = this.clock.now();
    const outcome = await this.orm.em.fork().transactional(async (em) => {
      const [row] = await em.execute<(SessionRow & { used_at: Date | null })[]>(
        `select s.id, s.user_id, s.remember, s.last_seen_at, s.expires_at, s.revoked_at, t.used_at,
           u.email, u.role, u.status
         from identity_refresh_tokens t
         join identity_sessions s on s.id = t.session_id
         left join identity_users u on u.id = s.user_id
         where t.token_hash = ?
         for update of t, s`,
        [hashToken(refreshToken)],
      );
      if (!row) return { ok: false as const, error: unauthenticated };
      const next = this.successorOf(refreshToken);
      const retried = row.used_at !== null && (await this.retriedWithinGrace(em, row, next, now));
      const verdict: Verdict =
        row.used_at && !retried
          ? { ok: false, revoke: 'refresh_token_reuse', error: () => reused() }
          : this.judge(row, now);
      if (!verdict.ok) {
        if (verdict.revoke && !row.revoked_at) await this.revoke(em, row.id, verdict.revoke);
        return { ok: false as const, error: verdict.error };
      }
      if (!retried) {
        await em.execute('update identity_refresh_tokens set used_at = ? where token_hash = ?', [
          now,
          hashToken(refreshToken),
        ]);
        await em.execute(
          'insert into identity_refresh_tokens (token_hash, session_id, created_at) values (?, ?, ?)',
          [hashToken(next), row.id, now],
        );
      }
      await em.execute('update identity_sessions set last_seen_at = ? where id = ?', [now, row.id]);
      return {
        ok: true as const,
        session: {
          sessionId: row.id,
          refreshToken: next,
          remember: row.remember,
          expiresAt: new Date(row.expires_at),
          userId: row.user_id,
          email: row.email as string,
          role: row.role as Role,
        },
      };
    });
    // Revocations above are committed before the refusal is thrown.
    if (!outcome.ok) throw outcome.error();
    return outcome.session;
  }

  /**
   * The per-request check behind every non-public route: the session is live and the account active, with
   * its role as it is now. Counts the request as activity.
   */
  async authenticate(sessionId: string, userId: string): Promise<SessionAccount> {
    if (!UUID.test(sessionId) || !UUID.test(userId)) throw unauthenticated();
    const now = this.clock.now();
    const em = this.orm.em.fork();
    const [row] = await em.execute<SessionRow[]>(
      `select s.id, s.user_id, s.remember, s.last_seen_at, s.expires_at, s.revoked_at, u.email, u.role, u.status
       from identity_sessions s left join identity_users u on u.id = s.user_id
       where s.id = ? and s.user_id = ?`,
      [sessionId, userId],
    );
    if (!row) throw unauthenticated();
    const verdict = this.judge(row, now);
    if (!verdict.ok) {
      if (verdict.revoke && !row.revoked_at) await this.revoke(em, row.id, verdict.revoke);
      throw verdict.error();
    }
    const idleFor = now.getTime() - new Date(row.last_seen_at).getTime();
    if (idleFor >= SESSION_POLICY.activityWriteIntervalSeconds * 1000) {
      await em.execute('update identity_sessions set last_seen_at = ? where id = ? and last_seen_at < ?', [
        now,
        row.id,
        now,
      ]);
    }
    return { userId: row.user_id, sessionId: row.id, email: row.email as string, role: row.role as Role };
  }

  /** The session a refresh token belongs to, if the token is one of ours (logout needs no more). */
  async sessionOf(refreshToken: string): Promise<string | null> {
    if (!SECURE_TOKEN_PATTERN.test(refreshToken)) return null;
    const [row] = await this.orm.em
      .fork()
      .execute<{ session_id: string }[]>(
        'select session_id from identity_refresh_tokens where token_hash = ?',
        [hashToken(refreshToken)],
      );
    return row?.session_id ?? null;
  }

  /**
   * The account's sessions that still work: not ended, not past their lifetime, not idle past the timeout
   * (the same rules as `judge`), the most recently active first.
   */
  async live(userId: string): Promise<LiveSession[]> {
    const now = this.clock.now();
    const rows = await this.orm.em.fork().execute<
      {
        id: string;
        remember: boolean;
        created_at: Date;
        last_seen_at: Date;
        browser: string | null;
        browser_version: string | null;
        os: string | null;
        device_type: LiveSession['deviceType'];
      }[]
    >(
      `select id, remember, created_at, last_seen_at, browser, browser_version, os, device_type
       from identity_sessions
       where user_id = ? and revoked_at is null and expires_at > ? and last_seen_at >= ?
       order by last_seen_at desc, created_at desc`,
      [userId, now, new Date(now.getTime() - SESSION_POLICY.idleTimeoutSeconds * 1000)],
    );
    return rows.map((row) => ({
      id: row.id,
      remember: row.remember,
      startedAt: new Date(row.created_at),
      lastSeenAt: new Date(row.last_seen_at),
      browser: row.browser,
      browserVersion: row.browser_version,
      os: row.os,
      deviceType: row.device_type,
    }));
  }

  /**
   * Ends one of the account's own sessions from its sessions list: false when the account has no such session
   * (someone else's answers like an unknown one). Ending an ended session again changes nothing.
   */
  async endOwn(userId: string, sessionId: string): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const em = this.orm.em.fork();
    const [own] = await em.execute<{ id: string }[]>(
      'select id from identity_sessions where id = ? and user_id = ?',
      [sessionId, userId],
    );
    if (!own) return false;
    await this.revoke(em, sessionId, 'ended_in_settings');
    return true;
  }

  /** Ends one session. Idempotent. Use the caller's transaction when it changes the account too. */
  async revoke(em: EntityManager, sessionId: string, reason: RevokeReason): Promise<void> {
    await em.execute(
      'update identity_sessions set revoked_at = ?, revoked_reason = ? where id = ? and revoked_at is null',
      [this.clock.now(), reason, sessionId],
    );
  }

  /** Ends every session of the account, or every one but the caller's own. */
  async revokeAll(
    em: EntityManager,
    userId: string,
    reason: RevokeReason,
    exceptSessionId?: string,
  ): Promise<void> {
    await em.execute(
      `update identity_sessions set revoked_at = ?, revoked_reason = ?
       where user_id = ? and revoked_at is null and id <> ?`,
      [this.clock.now(), reason, userId, exceptSessionId ?? '00000000-0000-0000-0000-000000000000'],
    );
  }

  /**
   * The successor of a refresh token: an HMAC of it under a server key. Deriving it (rather than drawing
   * it at random) lets a retry within the grace period get the same successor while only its hash is
   * stored; without the key, a token says nothing about its successor.
   */
  private successorOf(refreshToken: string): string {
    return createHmac('sha256', this.successorKey).update(refreshToken).digest('base64url');
  }

  /**
   * Whether a spent token is the family's latest spent one, presented again within the grace period: it
   * was spent no more than `refreshReuseGraceSeconds` ago and its successor has not been spent itself.
   */
  private async retriedWithinGrace(
    em: EntityManager,
    row: SessionRow & { used_at: Date | null },
    successor: string,
    now: Date,
  ): Promise<boolean> {
    const spentMsAgo = now.getTime() - new Date(row.used_at as Date).getTime();
    if (spentMsAgo > SESSION_POLICY.refreshReuseGraceSeconds * 1000) return false;
    const [next] = await em.execute<{ used_at: Date | null }[]>(
      'select used_at from identity_refresh_tokens where token_hash = ? and session_id = ? for update',
      [hashToken(successor), row.id],
    );
    return next !== undefined && next.used_at === null;
  }

  private judge(row: SessionRow, now: Date): Verdict {
    if (row.revoked_at) return { ok: false, revoke: null, error: sessionEnded };
    const idleMs = now.getTime() - new Date(row.last_seen_at).getTime();
    if (idleMs > SESSION_POLICY.idleTimeoutSeconds * 1000) {
      return { ok: false, revoke: 'inactivity', error: sessionEnded };
    }
    if (now.getTime() >= new Date(row.expires_at).getTime()) {
      return { ok: false, revoke: 'expired', error: sessionEnded };
    }
    if (!row.status) return { ok: false, revoke: null, error: unauthenticated };
    if (row.status === 'disabled') return { ok: false, revoke: 'account_disabled', error: accountDisabled };
    return { ok: true };
  }
}

function reused(): ApiError {
  return new ApiError(
    401,
    'refresh_token_reused',
    'This session was ended because its sign-in token was used twice. Please sign in again.',
  );
}
