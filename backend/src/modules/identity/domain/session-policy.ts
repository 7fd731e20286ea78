/**
 * How long access lasts (spec section 9 and issue 4). Pure constants: the session store, the access tokens
 * and the SPA's countdown (through the login answer) all read them from here.
 */
export const SESSION_POLICY = {
  /** The access JWT: short, so a stolen one is worth little; the refresh cookie renews it. */
  accessTokenSeconds: 15 * 60,
  /** No request and no refresh for this long ends the session on the server. */
  idleTimeoutSeconds: 30 * 60,
  /** Absolute lifetime of a session started with "remember me" (persistent cookie)... */
  rememberedSeconds: 30 * 24 * 3600,
  /** ...and without it (the cookie also ends with the browser session). */
  browserSessionSeconds: 12 * 3600,
  /** Activity is written at most this often per session, so reads do not turn into a write each. */
  activityWriteIntervalSeconds: 60,
  /**
   * A refresh token spent this recently may be presented once more and gets the same successor: the answer
   * to a refresh the browser aborted (a page reload) never reached it. Any later or older reuse ends the
   * session.
   */
  refreshReuseGraceSeconds: 10,
} as const;

/** One-time links sent by e-mail. */
export const ONE_TIME_TOKEN_SECONDS = {
  verify_email: 24 * 3600,
  email_change: 24 * 3600,
  password_reset: 3600,
  account_erasure: 3600,
} as const;

export type OneTimeTokenPurpose = keyof typeof ONE_TIME_TOKEN_SECONDS;
