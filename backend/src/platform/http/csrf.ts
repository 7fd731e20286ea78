import {
  Inject,
  Injectable,
  SetMetadata,
  applyDecorators,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiForbiddenResponse, ApiHeader } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ApiError } from './api-error';

const CSRF_PROTECTED = 'csrf-protected';

/** The header the SPA sends on every call that relies on the session cookie. */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'XMLHttpRequest';

/**
 * Routes that read or set the session cookie (login, register, refresh, logout) are the only ones a forged
 * cross-site request could abuse: everything else authenticates with a bearer token the browser never adds
 * by itself. Three independent defences, any one of which stops a forged request:
 * - the cookie is `SameSite=Strict` (browsers do not attach it to cross-site requests at all);
 * - a custom header is required: a cross-origin page cannot add it without a CORS preflight, which this API
 *   never grants (it sends no CORS headers), and a plain HTML form cannot send headers;
 * - `Sec-Fetch-Site`, where the browser sends it, must be `same-origin`; otherwise an `Origin` header, where
 *   present, must be the site's own origin.
 * No token needs to be stored or rotated, which keeps the API stateless across instances.
 */
export const CsrfProtected = (): MethodDecorator =>
  applyDecorators(
    SetMetadata(CSRF_PROTECTED, true),
    ApiHeader({
      name: 'X-Requested-With',
      required: true,
      description: 'CSRF protection of the cookie-carrying routes: always `XMLHttpRequest`',
      schema: { type: 'string', enum: [CSRF_HEADER_VALUE] },
    }),
    ApiForbiddenResponse({ description: 'csrf_check_failed' }),
  );

@Injectable()
export class CsrfGuard implements CanActivate {
  private readonly origin: string;

  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.origin = new URL(config.publicUrl).origin;
  }

  canActivate(context: ExecutionContext): boolean {
    if (!this.reflector.get<boolean | undefined>(CSRF_PROTECTED, context.getHandler())) return true;
    const headers = context.switchToHttp().getRequest<FastifyRequest>().headers;
    const fetchSite = headers['sec-fetch-site'];
    const origin = headers.origin;
    const sameOrigin =
      headers[CSRF_HEADER] === CSRF_HEADER_VALUE &&
      (fetchSite !== undefined
        ? fetchSite === 'same-origin'
        : origin === undefined || origin === this.origin);
    if (!sameOrigin) {
      throw new ApiError(403, 'csrf_check_failed', 'This request did not come from the site itself.');
    }
    return true;
  }
}
