import { SetMetadata } from '@nestjs/common';

/**
 * Every route declares who may call it; AccessPolicyGuard refuses routes that do not. Accounts and roles
 * arrive with the identity module; until then the only policy is Public.
 */
export const ACCESS_POLICY = 'access-policy';
export type AccessPolicy = 'public';

export const Public = (): MethodDecorator & ClassDecorator =>
  SetMetadata(ACCESS_POLICY, 'public' as AccessPolicy);
