import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ACCESS_POLICY, type AccessPolicy } from './access-policy';
import { ApiError } from './api-error';
import type { Principal } from './principal';

/** Name of the passport strategy that turns a bearer access token into a Principal (identity module). */
export const ACCESS_TOKEN_STRATEGY = 'jwt';

/**
 * Passport's JWT guard with the API's error shape: a missing or bad token is 401 `unauthenticated`, an
 * expired one 401 `token_expired` (the SPA refreshes and retries); errors the strategy raises (session
 * ended, account disabled) pass through as they are.
 */
class AccessTokenGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  override handleRequest<T = Principal>(error: unknown, principal: T | false, info: unknown): T {
    if (error) throw error;
    if (principal) return principal;
    if ((info as { name?: string } | undefined)?.name === 'TokenExpiredError') {
      throw new ApiError(401, 'token_expired', 'The access token has expired.');
    }
    throw new ApiError(401, 'unauthenticated', 'Sign in to do this.');
  }
}

/** The same token check where a token is welcome but not needed: whatever goes wrong, the caller is anonymous. */
class OptionalAccessTokenGuard extends AuthGuard(ACCESS_TOKEN_STRATEGY) {
  override handleRequest<T = Principal>(_error: unknown, principal: T | false): T {
    return (principal || null) as T;
  }
}

/**
 * Enforces the access policy every route declares, and fails closed: a route without a declaration answers
 * 403 for everyone, so a forgotten declaration can never expose data. Non-public routes authenticate the
 * bearer token, and the strategy loads the account's current role and state for this very request.
 */
@Injectable()
export class AccessPolicyGuard implements CanActivate {
  private readonly logger = new Logger(AccessPolicyGuard.name);
  private readonly accessToken = new AccessTokenGuard();
  private readonly optionalAccessToken = new OptionalAccessTokenGuard();

  constructor(private readonly reflector: Reflector) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!policy) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access policy`);
      throw forbidden();
    }
    if (policy.kind === 'public') {
      const { headers } = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
      if (policy.identifiesCaller && headers.authorization)
        await this.optionalAccessToken.canActivate(context);
      return true;
    }

    await this.accessToken.canActivate(context);
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!principal) throw new ApiError(401, 'unauthenticated', 'Sign in to do this.');
    if (policy.kind === 'roles' && !policy.roles.includes(principal.role)) throw forbidden();
    return true;
  }
}

function forbidden(): ApiError {
  return new ApiError(403, 'forbidden', 'You are not allowed to do this.');
}
