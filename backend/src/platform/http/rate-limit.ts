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
import type { FastifyReply, FastifyRequest } from 'fastify';
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

const RATE_LIMIT = 'rate-limit';

/** Limits how often one client IP may call the route, counted in Redis so it holds across API instances. */
export const RateLimit = (rule: RateLimitRule): MethodDecorator => SetMetadata(RATE_LIMIT, rule);

/** Fixed-window counters in Redis. */
@Injectable()
export class RateLimiter implements OnApplicationShutdown {
  private redis: Redis | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Counts one hit; returns the seconds to wait when the limit is exceeded, or 0 when allowed. */
  async hit(rule: RateLimitRule, subject: string): Promise<number> {
    this.redis ??= new IORedis(this.config.redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: true });
    const window = Math.floor(Date.now() / 1000 / rule.windowSeconds);
    const key = `${this.config.redisPrefix}:rate:${rule.name}:${subject}:${window}`;
    const [[, count]] = (await this.redis.multi().incr(key).expire(key, rule.windowSeconds).exec()) as [
      [Error | null, number],
    ];
    if (count <= rule.limit) return 0;
    return rule.windowSeconds - (Math.floor(Date.now() / 1000) % rule.windowSeconds);
  }

  onApplicationShutdown(): void {
    this.redis?.disconnect();
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
    void context.switchToHttp().getResponse<FastifyReply>().header('retry-after', String(retryAfter));
    throw new ApiError(429, 'too_many_requests', 'Too many attempts. Please wait a moment and try again.');
  }
}
