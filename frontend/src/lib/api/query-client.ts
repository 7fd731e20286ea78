import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Retry what may heal by itself (network, 5xx), never what will not (4xx: bad input, not found). */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.kind === 'http' && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** `forServer`: one render's cache, whose reads run in-process and are not worth a second try. */
export function createQueryClient({ forServer = false } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: forServer ? Infinity : 10 * 60_000,
        retry: forServer ? false : shouldRetry,
        // A failed read shows its error, with a retry button, until asked again: the server's page (a listing
        // that is gone) hydrates as it was rendered instead of turning into a skeleton.
        retryOnMount: false,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one query client of the SPA. A module value rather than React state because the session (lib/auth)
 * writes the signed-in account into it from outside React: when a refresh fails inside an API call, or
 * another tab signs out.
 */
export const queryClient = createQueryClient();
