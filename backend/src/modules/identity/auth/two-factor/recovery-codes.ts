import { createHmac, randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../../platform/config/app-config';
import { APP_CONFIG } from '../../../../platform/config/config.module';
import { twoFactorKey } from './two-factor-keys';
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_LENGTH,
  TWO_FACTOR_POLICY,
  formatRecoveryCode,
} from '../../domain/two-factor-policy';

/**
 * Single-use recovery codes, kept as HMAC-SHA-256 of the account and the code under a key of their own
 * (so the hashes of a copied database cannot be tried offline). The codes are shown once, when made.
 */
@Injectable()
export class RecoveryCodes {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = twoFactorKey(config.auth.twoFactorKey, 'recovery-codes');
  }

  /** New codes replace every earlier one of the account; returns them as printed (`k7m2q-x9brt`). */
  async replace(em: EntityManager, userId: string, now: Date): Promise<string[]> {
    const codes = Array.from({ length: TWO_FACTOR_POLICY.recoveryCodes }, newRecoveryCode);
    await this.remove(em, userId);
    for (const code of codes) {
      await em.execute(
        'insert into identity_recovery_codes (user_id, code_hash, created_at) values (?, ?, ?)',
        [userId, this.hash(userId, code), now],
      );
    }
    return codes.map(formatRecoveryCode);
  }

  /** Spends a code (canonical form); the unused codes left, or null when it is no unused code of the account. */
  async spend(em: EntityManager, userId: string, code: string, now: Date): Promise<number | null> {
    const spent = await em.execute<{ user_id: string }[]>(
      `update identity_recovery_codes set used_at = ?
       where user_id = ? and code_hash = ? and used_at is null returning user_id`,
      [now, userId, this.hash(userId, code)],
    );
    return spent.length === 1 ? this.remaining(em, userId) : null;
  }

  async remaining(em: EntityManager, userId: string): Promise<number> {
    const [row] = await em.execute<{ count: string }[]>(
      'select count(*) as count from identity_recovery_codes where user_id = ? and used_at is null',
      [userId],
    );
    return Number(row?.count ?? 0);
  }

  async remove(em: EntityManager, userId: string): Promise<void> {
    await em.execute('delete from identity_recovery_codes where user_id = ?', [userId]);
  }

  private hash(userId: string, code: string): string {
    return createHmac('sha256', this.key).update(`${userId}:${code}`).digest('hex');
  }
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_CODE_LENGTH; i++)
    code += RECOVERY_CODE_ALPHABET[randomInt(RECOVERY_CODE_ALPHABET.length)];
  return code;
}
