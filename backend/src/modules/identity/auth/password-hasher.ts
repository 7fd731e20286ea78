import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';

/**
 * argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane: about 50 ms here). Test runs may
 * switch on INSECURE_FAST_PASSWORD_HASHING (refused in production) for a tiny cost. Hashes carry their
 * parameters, so a login with a hash made under other parameters re-hashes the password.
 */
const PRODUCTION = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const INSECURE_FAST_FOR_TESTS = {
  type: argon2.argon2id,
  memoryCost: 1024,
  timeCost: 1,
  parallelism: 1,
} as const;

@Injectable()
export class PasswordHasher {
  private readonly options: typeof PRODUCTION | typeof INSECURE_FAST_FOR_TESTS;
  private dummyHash: Promise<string> | null = null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.options = config.auth.insecureFastPasswordHashing ? INSECURE_FAST_FOR_TESTS : PRODUCTION;
  }

  hash(password: string): Promise<string> {
    return argon2.hash(normalize(password), this.options);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, normalize(password));
    } catch {
      return false;
    }
  }

  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }

  /**
   * Spends the time of a real verification when there is no account, so the answer time does not tell
   * whether an e-mail address is registered.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('no account has this password; it only costs time');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}

/** NFKC, so the same password typed on another keyboard or OS (composed or decomposed accents) matches. */
function normalize(password: string): string {
  return password.normalize('NFKC');
}
