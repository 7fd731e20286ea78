import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../platform/config/app-config';
import { KNOWN_DEVICE_SECONDS } from './known-devices';
import type { StartedSession } from './session-store';
import { DEVICE_COOKIE } from './sign-in-device';

/**
 * The refresh token travels only in this cookie: HttpOnly (scripts never read it), SameSite=Strict (never
 * sent with a cross-site request), Secure outside plain-http local development, and scoped to /api/auth so
 * no other request carries it. Without "remember me" it is a browser-session cookie.
 */
export const REFRESH_COOKIE = 'costa_refresh';
export const REFRESH_COOKIE_PATH = '/api/auth';

export function setRefreshCookie(reply: FastifyReply, config: AppConfig, session: StartedSession): void {
  void reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    httpOnly: true,
    secure: config.auth.secureCookies,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearRefreshCookie(reply: FastifyReply, config: AppConfig): void {
  void reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    secure: config.auth.secureCookies,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
  });
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const value = request.cookies?.[REFRESH_COOKIE];
  return typeof value === 'string' && value ? value : undefined;
}

/**
 * The device cookie: which browser a sign-in comes from, so a staff member hears of a new one. Set once at a
 * sign-in of a browser without it, for a year, with the refresh cookie's protections and path; it outlives
 * sign-outs on purpose.
 */
function setDeviceCookie(reply: FastifyReply, config: AppConfig, token: string): void {
  void reply.setCookie(DEVICE_COOKIE, token, {
    httpOnly: true,
    secure: config.auth.secureCookies,
    sameSite: 'strict',
    path: REFRESH_COOKIE_PATH,
    maxAge: KNOWN_DEVICE_SECONDS,
  });
}

/**
 * Sets the refresh cookie of a new or renewed session (and a new browser's device cookie) and returns the
 * JSON body of the answer.
 */
export function respondWithSession<Body>(
  reply: FastifyReply,
  config: AppConfig,
  issued: { session: StartedSession; body: Body; newDeviceToken?: string },
): Body {
  setRefreshCookie(reply, config, issued.session);
  if (issued.newDeviceToken) setDeviceCookie(reply, config, issued.newDeviceToken);
  void reply.header('cache-control', 'no-store');
  return issued.body;
}
