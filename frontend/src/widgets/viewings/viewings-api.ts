import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import type { RequestViewingRequest, ViewingSlotInput } from '../../lib/api/types';
import { privateQueryKey } from '../../lib/auth/session';

/** Everything cached about viewings: the client's list and the back office's. */
export const viewingsQueryRoot = privateQueryKey('viewings');

export function refreshViewings(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: viewingsQueryRoot });
}

/** GET /api/me/viewings: the client's viewings, upcoming and past. */
export function getMyViewings(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/viewings', { signal }));
}

export function myViewingsQueryOptions() {
  return queryOptions({
    queryKey: privateQueryKey('viewings', 'mine'),
    queryFn: ({ signal }) => getMyViewings(signal),
  });
}

export function useMyViewings() {
  return useQuery(myViewingsQueryOptions());
}

/** POST /api/me/viewings: a request at up to three Madrid times. */
export function requestViewing(body: RequestViewingRequest) {
  return dataOf(signedInApi.POST('/api/me/viewings', { body }));
}

export function useRequestViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestViewing,
    onSuccess: () => refreshViewings(queryClient),
  });
}

type ClientStep =
  | { kind: 'cancel'; id: string; reason?: string | null }
  | { kind: 'move'; id: string; slots: ViewingSlotInput[] }
  | { kind: 'accept'; id: string };

/** The client's steps on one of their viewings: cancel, ask for other times, accept a proposal. */
export function changeMyViewing(step: ClientStep) {
  const path = { params: { path: { id: step.id } } };
  switch (step.kind) {
    case 'cancel':
      return dataOf(
        signedInApi.POST('/api/me/viewings/{id}/cancel', { ...path, body: { reason: step.reason } }),
      );
    case 'move':
      return dataOf(signedInApi.POST('/api/me/viewings/{id}/move', { ...path, body: { slots: step.slots } }));
    case 'accept':
      return dataOf(signedInApi.POST('/api/me/viewings/{id}/accept', path));
  }
}

export function useChangeMyViewing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMyViewing,
    onSettled: () => refreshViewings(queryClient),
  });
}

/** GET /api/me/viewings/:id/calendar.ics, saved as a file (the call carries the session, a link cannot). */
export async function downloadViewingCalendar(id: string): Promise<void> {
  const text = await dataOf(
    signedInApi.GET('/api/me/viewings/{id}/calendar.ics', { params: { path: { id } }, parseAs: 'text' }),
  );
  const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'viewing.ics';
  link.click();
  URL.revokeObjectURL(url);
}
