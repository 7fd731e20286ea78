import type { FastifyRequest } from 'fastify';
import { SECURE_TOKEN_PATTERN } from './secure-token';

/**
 * The long-lived cookie that tells the browsers an account signs in from apart: a random token (only its
 * hash is kept, per account), sent only to /api/auth like the refresh cookie.
 */
export const DEVICE_COOKIE = 'costa_device';

/** Longer user agents carry nothing a browser and system family need, and are not stored whole. */
const USER_AGENT_MAX_LENGTH = 512;

/** What a sign-in tells about the browser it comes from. */
export interface SignInDevice {
  userAgent: string | null;
  /** The device cookie's token when the browser has a well-formed one. */
  deviceToken: string | null;
}

export function signInDeviceOf(request: FastifyRequest): SignInDevice {
  const header = request.headers['user-agent'];
  const userAgent = typeof header === 'string' ? header.trim().slice(0, USER_AGENT_MAX_LENGTH) : '';
  const cookie = request.cookies?.[DEVICE_COOKIE];
  return {
    userAgent: userAgent || null,
    deviceToken: typeof cookie === 'string' && SECURE_TOKEN_PATTERN.test(cookie) ? cookie : null,
  };
}
