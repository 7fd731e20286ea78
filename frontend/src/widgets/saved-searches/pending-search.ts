import type { SaveSearchRequest } from '../../lib/api/types';
import { isSavedSearchFrequency } from './frequencies';

/**
 * The search a visitor asked to save before having an account: kept for this tab (sessionStorage) while
 * they register or sign in, and saved as soon as the session starts.
 */
const PENDING_SEARCH_KEY = 'pending-saved-search';

function isRequest(value: unknown): value is SaveSearchRequest {
  const request = value as Partial<SaveSearchRequest> | null;
  return (
    typeof request?.name === 'string' &&
    isSavedSearchFrequency(request.frequency) &&
    typeof request.filters === 'object' &&
    request.filters !== null
  );
}

export function keepPendingSearch(request: SaveSearchRequest): void {
  try {
    window.sessionStorage.setItem(PENDING_SEARCH_KEY, JSON.stringify(request));
  } catch {
    // Storage disabled: the visitor saves the search again once signed in.
  }
}

/** The pending search, if any, which leaves the storage as it is read (it is saved once). */
export function takePendingSearch(): SaveSearchRequest | null {
  try {
    const raw = window.sessionStorage.getItem(PENDING_SEARCH_KEY);
    window.sessionStorage.removeItem(PENDING_SEARCH_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isRequest(value) ? value : null;
  } catch {
    return null;
  }
}
