import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ACCESS_POLICY, type AccessPolicy } from './access-policy';
import { ApiError } from './api-error';

/**
 * Fails closed: a route that does not declare who may call it answers 403 for everyone, so a forgotten
 * declaration can never expose data. Declared policies are checked here as they are added.
 */
@Injectable()
export class AccessPolicyGuard implements CanActivate {
  private readonly logger = new Logger(AccessPolicyGuard.name);

  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const policy = this.reflector.getAllAndOverride<AccessPolicy | undefined>(ACCESS_POLICY, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (policy === 'public') return true;
    this.logger.error(`${context.getClass().name}.${context.getHandler().name} declares no access policy`);
    throw new ApiError(403, 'forbidden', 'You are not allowed to do this.');
  }
}
