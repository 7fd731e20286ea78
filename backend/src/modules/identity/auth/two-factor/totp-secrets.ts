import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { openValue, sealValue } from '../../../../platform/privacy/personal-data-cipher';
import { isFreshStep } from '../../domain/two-factor-policy';
import { twoFactorKey } from './two-factor-keys';
import { totpStepOf } from './totp';

interface SecretRow {
  sealed_secret: string;
  last_used_step: string | null;
}

/**
 * The authenticator app's secret per account, sealed with AES-256-GCM (the account id as authenticated
 * data, so a row copied to another account does not open). An enrolment keeps its new secret pending (a
 * table of its own) until the first right code: until then the account's confirmed secret, if any, stays.
 */
@Injectable()
export class TotpSecrets {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = twoFactorKey(config.auth.twoFactorKey, 'totp-secrets');
  }

  /** Keeps a new secret waiting for its first code; a second setup replaces the first one's. */
  async savePending(em: EntityManager, userId: string, secret: string, now: Date): Promise<void> {
    const sealed = sealValue(this.key, userId, secret).$pd;
    await em.execute(
      `insert into identity_totp_pending (user_id, sealed_secret, created_at) values (?, ?, ?)
       on conflict (user_id) do update set sealed_secret = excluded.sealed_secret, created_at = excluded.created_at`,
      [userId, sealed, now],
    );
  }

  /** The pending secret, if its enrolment is not older than `since`. */
  async pending(em: EntityManager, userId: string, since: Date): Promise<string | null> {
    const [row] = await em.execute<{ sealed_secret: string }[]>(
      'select sealed_secret from identity_totp_pending where user_id = ? and created_at > ?',
      [userId, since],
    );
    return row ? this.open(userId, row.sealed_secret) : null;
  }

  /**
   * Makes the pending secret the account's, with the step of the code that confirmed it as used. Runs in
   * the transaction of `TwoFactorEnabled`.
   */
  async confirm(em: EntityManager, userId: string, secret: string, step: number, now: Date): Promise<void> {
    await em.execute(
      `insert into identity_totp_secrets (user_id, sealed_secret, confirmed_at, last_used_step, created_at)
       values (?, ?, ?, ?, ?)
       on conflict (user_id) do update set sealed_secret = excluded.sealed_secret,
         confirmed_at = excluded.confirmed_at, last_used_step = excluded.last_used_step,
         created_at = excluded.created_at`,
      [userId, sealValue(this.key, userId, secret).$pd, now, step, now],
    );
    await em.execute('delete from identity_totp_pending where user_id = ?', [userId]);
  }

  /**
   * Whether `code` is the account's current code, and spends its time step: a code accepted once is
   * refused a second time, also by a concurrent request (the update claims the step atomically).
   */
  async spend(em: EntityManager, userId: string, code: string, now: Date): Promise<boolean> {
    const [row] = await em.execute<SecretRow[]>(
      'select sealed_secret, last_used_step from identity_totp_secrets where user_id = ?',
      [userId],
    );
    if (!row) return false;
    const step = totpStepOf(this.open(userId, row.sealed_secret), code, now);
    const lastUsed = row.last_used_step === null ? null : Number(row.last_used_step);
    if (step === null || !isFreshStep(step, lastUsed)) return false;
    const claimed = await em.execute<{ user_id: string }[]>(
      `update identity_totp_secrets set last_used_step = ?
       where user_id = ? and (last_used_step is null or last_used_step < ?) returning user_id`,
      [step, userId, step],
    );
    return claimed.length === 1;
  }

  async remove(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from identity_totp_secrets where user_id = ?', [userId]);
    await em.execute('delete from identity_totp_pending where user_id = ?', [userId]);
  }

  private open(userId: string, sealed: string): string {
    return openValue(this.key, { $pd: sealed, k: userId }) as string;
  }
}
