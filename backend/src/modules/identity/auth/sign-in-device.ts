import type { FastifyRequest } from 'fastify';
import Bowser from 'bowser';
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

export type DeviceType = 'desktop' | 'mobile' | 'tablet';

/** A browser as the sessions list names it: "Chrome 131 on macOS", a phone or a computer. */
export interface BrowserDescription {
  browser: string | null;
  /** The major version only: enough to recognise a browser, too little to single it out. */
  browserVersion: string | null;
  os: string | null;
  deviceType: DeviceType | null;
}

const DEVICE_TYPES: readonly string[] = ['desktop', 'mobile', 'tablet'] satisfies DeviceType[];

/** What a user agent says about the browser's family and system; the user agent itself is not kept. */
export function describeBrowser(userAgent: string | null): BrowserDescription {
  const parsed = userAgent ? Bowser.parse(userAgent) : null;
  const type = parsed?.platform.type;
  return {
    browser: parsed?.browser.name || null,
    browserVersion: parsed?.browser.version?.split('.')[0] || null,
    os: parsed?.os.name || null,
    deviceType: type && DEVICE_TYPES.includes(type) ? (type as DeviceType) : null,
  };
}
