import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../platform/domain/domain-error';
import { credentials } from './credentials';
import { LoginThrottle } from './login-throttle';
import { PasswordHasher } from './password-hasher';

/**
 * Sensitive changes (password, e-mail address) ask for the current password again, so a session left open
 * or a stolen access token is not enough. Wrong answers count against the same limits as failed sign-ins.
 */
@Injectable()
export class CurrentPassword {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
    private readonly throttle: LoginThrottle,
  ) {}

  /** `field`: the request's field that carries the password, named by the error. */
  async confirm(
    account: { userId: string; email: string },
    password: string,
    ip: string,
    field = 'currentPassword',
  ): Promise<void> {
    await this.throttle.check(account.email, ip);
    const hash = await credentials.hashOf(this.em.fork(), account.userId);
    if (!hash || !(await this.hasher.verify(hash, password))) {
      await this.throttle.failed(account.email, ip);
      throw new DomainError('invalid', 'invalid_current_password', 'The current password is not correct.', {
        field,
      });
    }
  }
}
