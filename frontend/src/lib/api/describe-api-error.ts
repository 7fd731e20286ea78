import { isApiError } from './api-client';

export interface ErrorDescription {
  /** Key in the common namespace explaining what happened. */
  key: 'errors.network' | 'errors.server' | 'errors.notFound' | 'errors.rejected' | 'errors.unexpected';
  status: number | null;
  requestId: string | null;
  /** The API's own message, for 4xx answers where it says more than a generic text could. */
  apiMessage: string | null;
}

/** Turns any failure of an API call into what the visitor should be told. */
export function describeApiError(error: unknown): ErrorDescription {
  if (!isApiError(error))
    return { key: 'errors.unexpected', status: null, requestId: null, apiMessage: null };
  const base = { status: error.status || null, requestId: error.requestId };
  if (error.kind === 'network') return { ...base, key: 'errors.network', apiMessage: null };
  if (error.status === 404) return { ...base, key: 'errors.notFound', apiMessage: null };
  if (error.status >= 500) return { ...base, key: 'errors.server', apiMessage: null };
  return { ...base, key: 'errors.rejected', apiMessage: error.message };
}
