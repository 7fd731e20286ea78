import type { QueryClient } from '@tanstack/react-query';
import { privateQueryKey } from '../../../lib/auth/session';

/** Every cached answer of the back office's property calls starts with this key. */
export const adminPropertiesQueryRoot = privateQueryKey('admin-properties');

/**
 * After a change: the back office's lists and forms, and the public catalogue's cached pages (they start
 * with `['properties']`), are read again, so staff see the visitors' view of their change at once.
 */
export function refreshPropertyQueries(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminPropertiesQueryRoot }),
    queryClient.invalidateQueries({ queryKey: ['properties'] }),
  ]);
}
