import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { components } from '../../../lib/api/schema';
import { privateQueryKey } from '../../../lib/auth/session';

export type EntityHistory = components['schemas']['EntityHistoryDto'];
export type EntityHistoryEntry = components['schemas']['EntityHistoryEntryDto'];
export type FieldChange = components['schemas']['FieldChangeDto'];

/** The entities whose screens show their history. */
export type HistoryKind = 'property' | 'service' | 'experience' | 'booking' | 'user' | 'inquiry' | 'viewing';

/** GET /api/admin/history/:kind/:id: the entity's events, newest first, with the fields each changed. */
export function getEntityHistory(kind: HistoryKind, id: string, signal?: AbortSignal) {
  return dataOf(
    signedInApi.GET('/api/admin/history/{kind}/{id}', { params: { path: { kind, id } }, signal }),
  );
}

/**
 * `revision` is what the screen knows of the entity's state (its version): when a save changes it, the
 * history is read again.
 */
export function entityHistoryQueryOptions(kind: HistoryKind, id: string, revision?: string | number) {
  return queryOptions({
    queryKey: privateQueryKey('admin', 'history', kind, id, revision ?? null),
    queryFn: ({ signal }) => getEntityHistory(kind, id, signal),
  });
}

export function useEntityHistory(kind: HistoryKind, id: string, revision?: string | number) {
  return useQuery(entityHistoryQueryOptions(kind, id, revision));
}
