import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiExtension, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from './roles';

/**
 * Every route declares who may call it; AccessPolicyGuard refuses routes that do not (fail closed).
 * The policy is also written into the OpenAPI document as `x-access-policy`, so the SPA and the
 * authorization-matrix test read the same declaration the guard enforces.
 */
export const ACCESS_POLICY = 'access-policy';
export const ACCESS_POLICY_EXTENSION = 'x-access-policy';

export type AccessPolicy =
  | { readonly kind: 'public'; readonly identifiesCaller?: true }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'roles'; readonly roles: readonly Role[] };

function declare(policy: AccessPolicy, ...documentation: (MethodDecorator & ClassDecorator)[]) {
  return applyDecorators(
    SetMetadata(ACCESS_POLICY, policy),
    ApiExtension(ACCESS_POLICY_EXTENSION, policy),
    ...documentation,
  );
}

/**
 * Anyone, signed in or not. With `identifiesCaller`, a valid access token sent along names the caller, who
 * becomes the actor of what the request records (a client's inquiry); a missing, expired or otherwise
 * unusable token is an anonymous visit, never a refusal.
 */
export const Public = (options: { identifiesCaller?: boolean } = {}): MethodDecorator & ClassDecorator =>
  options.identifiesCaller
    ? declare({ kind: 'public', identifiesCaller: true }, ApiBearerAuth())
    : declare({ kind: 'public' });

/** Any signed-in account that is active now, whatever its role. */
export const Authenticated = (): MethodDecorator & ClassDecorator =>
  declare(
    { kind: 'authenticated' },
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'unauthenticated, token_expired, session_expired' }),
  );

/** Signed-in accounts whose current role is one of these. */
export const Roles = (...roles: [Role, ...Role[]]): MethodDecorator & ClassDecorator =>
  declare(
    { kind: 'roles', roles },
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'unauthenticated, token_expired, session_expired' }),
    ApiForbiddenResponse({ description: `forbidden: only ${roles.join(', ')}` }),
  );
