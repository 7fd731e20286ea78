import { isApiError } from '../../lib/api/api-client';

/** The `common:` text that tells why a search could not be saved. */
export function savedSearchErrorKey(
  error: unknown,
): 'savedSearches.limit' | 'savedSearches.failed' | 'errors.network' {
  if (isApiError(error) && error.code === 'saved_searches_limit') return 'savedSearches.limit';
  if (isApiError(error) && error.kind === 'network') return 'errors.network';
  return 'savedSearches.failed';
}
