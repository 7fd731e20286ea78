import { createHash } from 'node:crypto';
import {
  Inject,
  Injectable,
  Logger,
  SetMetadata,
  type CanActivate,
  type ExecutionContext,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import IORedis, { type Redis } from 'ioredis';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ApiError } from './api-error';

export interface RateLimitRule {
  /** Name of the counter, e.g. 'inquiry'. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/** 429 `too_many_requests`; the exception filter adds the `Retry-After` header. */
export class RateLimitExceededError extends ApiError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'too_many_requests', 'Too many attempts. Please wait a moment and try again.');
  }
}

const RATE_LIMIT = 'rate-limit';

/** Limits how often one client IP may call the route, counted in Redis so it holds across API instances. */
export const RateLimit = (rule: RateLimitRule): MethodDecorator => SetMetadata(RATE_LIMIT, rule);

/**
 * Counters in Redis, so limits hold across API instances. Subjects (IP addresses, e-mail addresses) are
 * hashed into the key: Redis never holds them in clear.
 */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private redis: Redis | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Fixed window: counts one hit; returns the seconds to wait when the limit is exceeded, or 0 when allowed.
   */
  async hit(rule: RateLimitRule, subject: string): Promise<number> {
    const window = Math.floor(Date.now() / 1000 / rule.windowSeconds);
    const key = `${this.key('rate', rule, subject)}:${window}`;
    const [[, count]] = (await this.client().multi().incr(key).expire(key, rule.windowSeconds).exec()) as [
      [Error | null, number],
    ];
    if (count <= rule.limit) return 0;
    return rule.windowSeconds - (Math.floor(Date.now() / 1000) % rule.windowSeconds);
  }

  /**
   * Failure counters (failed logins): only failures count, the window starts at the first failure, and a
   * subject with `limit` failures waits until the window ends. Returns the seconds to wait, or 0.
   */
  async blockedFor(rule: RateLimitRule, subject: string): Promise<number> {
    const key = this.key('fail', rule, subject);
    const [[, count], [, ttl]] = (await this.client().multi().get(key).ttl(key).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    return Number(count ?? 0) >= rule.limit ? Math.max(ttl, 1) : 0;
  }

  async recordFailure(rule: RateLimitRule, subject: string): Promise<void> {
    const key = this.key('fail', rule, subject);
    await this.client().multi().set(key, 0, 'EX', rule.windowSeconds, 'NX').incr(key).exec();
  }

  async clearFailures(rule: RateLimitRule, subject: string): Promise<void> {
    await this.client().del(this.key('fail', rule, subject));
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }

  private key(kind: 'rate' | 'fail', rule: RateLimitRule, subject: string): string {
    const hashed = createHash('sha256').update(subject).digest('base64url').slice(0, 22);
    return `${this.config.redisPrefix}:${kind}:${rule.name}:${hashed}`;
  }

  private client(): Redis {
    this.redis ??= new IORedis(this.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    return this.redis;
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger(RateLimitGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rule = this.reflector.get<RateLimitRule | undefined>(RATE_LIMIT, context.getHandler());
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    let retryAfter: number;
    try {
      retryAfter = await this.limiter.hit(rule, request.ip);
    } catch (error) {
      // Public forms stay usable while Redis is down; the outage is visible in the logs and /api/ready.
      this.logger.warn(`Rate limit ${rule.name} not checked: ${(error as Error).message}`);
      return true;
    }
    if (retryAfter === 0) return true;
    throw new RateLimitExceededError(retryAfter);
  }
}
