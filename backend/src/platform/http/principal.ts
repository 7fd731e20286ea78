import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Role } from './roles';

/**
 * Who is calling, as authentication established it for this request: the account's CURRENT role and state
 * read from the database, never the role written in the access token (that one is a hint for the UI).
 */
export interface Principal {
  readonly userId: string;
  readonly sessionId: string;
  readonly email: string;
  readonly role: Role;
}

/** The principal of a route that declares `@Authenticated()` or `@Roles(...)`. */
export const CurrentPrincipal = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Principal => {
    const principal = context.switchToHttp().getRequest<{ user?: Principal }>().user;
    if (!principal) throw new Error('CurrentPrincipal used on a route without an authenticated policy');
    return principal;
  },
);
