/** The service refuses for now (rate limit, daily or monthly quota): try again later, it is no failure. */
export class TranslationQuotaError extends Error {
  constructor(
    message: string,
    /** What the service asked for (Retry-After), if anything. */
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'TranslationQuotaError';
  }
}

/** The call failed (timeout, network, an error status, an answer of the wrong shape): retried with backoff. */
export class TranslationFailedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TranslationFailedError';
  }
}
