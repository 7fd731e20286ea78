import { TranslationFailedError, TranslationQuotaError } from '../domain/translation-errors';

/**
 * One HTTP call to a translation service with a timeout. Answers with the given quota statuses throw
 * TranslationQuotaError (Retry-After honoured); other errors and non-JSON bodies throw TranslationFailedError.
 */
export async function callTranslationService(
  service: string,
  url: string,
  init: RequestInit,
  options: { timeoutMs: number; quotaStatuses: readonly number[] },
): Promise<{ status: number; body: unknown }> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(options.timeoutMs) });
  } catch (error) {
    const name = (error as Error).name;
    throw new TranslationFailedError(
      name === 'TimeoutError' || name === 'AbortError'
        ? `${service} did not answer within ${options.timeoutMs} ms`
        : `${service} is not reachable: ${(error as Error).message}`,
    );
  }
  if (options.quotaStatuses.includes(response.status)) {
    await response.body?.cancel();
    throw new TranslationQuotaError(
      `${service} answered ${response.status}: quota or rate limit reached`,
      retryAfterMs(response.headers.get('retry-after')),
    );
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new TranslationFailedError(`${service} answered ${response.status} without JSON`);
  }
  if (!response.ok) throw new TranslationFailedError(`${service} answered ${response.status}`);
  return { status: response.status, body };
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}
