import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { ViewingInterest, ViewingListQuery, ViewingSlotInput } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';
import { refreshViewings } from '../../../widgets/viewings/viewings-api';

/** GET /api/admin/viewings: a week (from, to) or a filtered list, soonest first. */
export function listViewings(query: ViewingListQuery, signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/viewings', { params: { query }, signal }));
}

export function adminViewingsQueryOptions(query: ViewingListQuery) {
  return queryOptions({
    queryKey: privateQueryKey('viewings', 'admin', query),
    queryFn: ({ signal }) => listViewings(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** `enabled`: false while the page does not know yet which week it shows. */
export function useAdminViewings(query: ViewingListQuery, enabled = true) {
  return useQuery({ ...adminViewingsQueryOptions(query), enabled });
}

/** GET /api/admin/viewings/awaiting: how many requests wait for an answer, and the next one. */
export function getViewingsAwaiting(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/admin/viewings/awaiting', { signal }));
}

export function viewingsAwaitingQueryOptions() {
  return queryOptions({
    // Under the viewings' root, so every change of a viewing counts again.
    queryKey: privateQueryKey('viewings', 'admin', 'awaiting'),
    queryFn: ({ signal }) => getViewingsAwaiting(signal),
  });
}

export function useViewingsAwaiting() {
  return useQuery(viewingsAwaitingQueryOptions());
}

export type StaffStep =
  | { kind: 'confirm'; id: string; slot: number; agentId: string }
  | { kind: 'propose'; id: string; slot: ViewingSlotInput; agentId: string }
  | { kind: 'decline'; id: string; reason: string }
  | { kind: 'cancel'; id: string; reason: string | null }
  | { kind: 'complete'; id: string }
  | { kind: 'noShow'; id: string }
  | { kind: 'feedback'; id: string; interest: ViewingInterest; remarks: string };

/** POST /api/admin/viewings/:id/<step>. */
export function changeViewing(step: StaffStep) {
  const path = { params: { path: { id: step.id } } };
  switch (step.kind) {
    case 'confirm':
      return dataOf(
        signedInApi.POST('/api/admin/viewings/{id}/confirm', {
          ...path,
          body: { slot: step.slot, agentId: step.agentId },
        }),
      );
    case 'propose':
      return dataOf(
        signedInApi.POST('/api/admin/viewings/{id}/propose', {
          ...path,
          body: { slot: step.slot, agentId: step.agentId },
        }),
      );
    case 'decline':
      return dataOf(
        signedInApi.POST('/api/admin/viewings/{id}/decline', { ...path, body: { reason: step.reason } }),
      );
    case 'cancel':
      return dataOf(
        signedInApi.POST('/api/admin/viewings/{id}/cancel', { ...path, body: { reason: step.reason } }),
      );
    case 'complete':
      return dataOf(signedInApi.POST('/api/admin/viewings/{id}/complete', path));
    case 'noShow':
      return dataOf(signedInApi.POST('/api/admin/viewings/{id}/no-show', path));
    case 'feedback':
      return dataOf(
        signedInApi.POST('/api/admin/viewings/{id}/feedback', {
          ...path,
          body: { interest: step.interest, remarks: step.remarks },
        }),
      );
  }
}

export function useChangeViewing() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeViewing, onSettled: () => refreshViewings(queryClient) });
}
