import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { AccessPolicyGuard } from './access-policy.guard';
import { CsrfGuard } from './csrf';
import { RateLimitGuard, RateLimiter } from './rate-limit';

/** Cross-cutting HTTP guards for every route. */
@Global()
@Module({
  providers: [
    RateLimiter,
    // Order matters: who may call the route first, then whether the request comes from the site, then how often.
    { provide: APP_GUARD, useClass: AccessPolicyGuard },
    { provide: APP_GUARD, useClass: CsrfGuard },
    { provide: APP_GUARD, useClass: RateLimitGuard },
  ],
  exports: [RateLimiter],
})
export class HttpModule {}
