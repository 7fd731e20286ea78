import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { RateLimitGuard, RateLimiter } from './rate-limit';

/** Cross-cutting HTTP guards for every route. */
@Global()
@Module({
  providers: [RateLimiter, { provide: APP_GUARD, useClass: RateLimitGuard }],
  exports: [RateLimiter],
})
export class HttpModule {}
