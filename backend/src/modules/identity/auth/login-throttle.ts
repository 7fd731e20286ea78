import { Injectable, Logger } from '@nestjs/common';
import { RateLimitExceededError, RateLimiter, type RateLimitRule } from '../../../platform/http/rate-limit';

/**
 * Failed sign-ins, counted in Redis (so the limits hold across API instances):
 * - per IP address: 30 failures in 15 minutes, whatever the accounts (password spraying from one place);
 * - per account AND IP address: 5 failures in 15 minutes (guessing one account's password).
 * Only failures count, and the account limit is keyed by the pair, never by the account alone: an attacker
 * hammering someone's account from elsewhere fills their own counters, not the owner's, so the owner can
 * always sign in from their own network. A successful sign-in clears the pair's counter.
 * The same counters guard re-entering the current password (password and e-mail change).
 */
export const LOGIN_FAILURES_PER_IP: RateLimitRule = { name: 'login-ip', limit: 30, windowSeconds: 15 * 60 };
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: RateLimitRule = {
  name: 'login-account-ip',
  limit: 5,
  windowSeconds: 15 * 60,
};

@Injectable()
export class LoginThrottle {
  private readonly logger = new Logger(LoginThrottle.name);

  constructor(private readonly limiter: RateLimiter) {}

  /** Throws 429 while either counter is full. Checked before the password, so guessing stops there. */
  async check(email: string, ip: string): Promise<void> {
    const waits = await this.safely(() =>
      Promise.all([
        this.limiter.blockedFor(LOGIN_FAILURES_PER_IP, ip),
        this.limiter.blockedFor(LOGIN_FAILURES_PER_ACCOUNT_AND_IP, pair(email, ip)),
      ]),
    );
    const wait = Math.max(0, ...(waits ?? []));
    if (wait > 0) throw new RateLimitExceededError(wait);
  }

  async failed(email: string, ip: string): Promise<void> {
    await this.safely(() =>
      Promise.all([
        this.limiter.recordFailure(LOGIN_FAILURES_PER_IP, ip),
        this.limiter.recordFailure(LOGIN_FAILURES_PER_ACCOUNT_AND_IP, pair(email, ip)),
      ]),
    );
  }

  async succeeded(email: string, ip: string): Promise<void> {
    await this.safely(() => this.limiter.clearFailures(LOGIN_FAILURES_PER_ACCOUNT_AND_IP, pair(email, ip)));
  }

  /** Sign-in keeps working while Redis is down (like the other limits); the outage is logged and in /api/ready. */
  private async safely<T>(work: () => Promise<T>): Promise<T | null> {
    try {
      return await work();
    } catch (error) {
      this.logger.warn(`Login limits not checked: ${(error as Error).message}`);
      return null;
    }
  }
}

function pair(email: string, ip: string): string {
  return `${email.toLowerCase()}|${ip}`;
}
