import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../../../lib/api/api-client';
import { saveDownload } from '../../../lib/api/download-file';
import { dataOf, signedInApi } from '../../../lib/api/openapi-client';
import type { MandateView, RecordMandateRequest, SellerRequest } from '../../../lib/api/types';
import { privateQueryKey } from '../../../lib/auth/session';

/** GET /api/admin/properties/:propertyId/mandate: the terms and the sellers (masked for admins). */
export function getMandate(propertyId: string, signal?: AbortSignal): Promise<MandateView> {
  return dataOf(
    signedInApi.GET('/api/admin/properties/{propertyId}/mandate', {
      params: { path: { propertyId } },
      signal,
    }),
  );
}

export function mandateQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: privateQueryKey('mandates', propertyId),
    queryFn: ({ signal }) => getMandate(propertyId, signal),
  });
}

export function useMandate(propertyId: string) {
  return useQuery(mandateQueryOptions(propertyId));
}

/** A change staff make; each names the version the panel showed, so a stale screen gets a 409. */
export type MandateChange =
  | { kind: 'record'; terms: RecordMandateRequest }
  | { kind: 'addSeller'; seller: SellerRequest }
  | { kind: 'updateSeller'; sellerId: string; seller: SellerRequest }
  | { kind: 'removeSeller'; sellerId: string }
  | { kind: 'eraseSeller'; sellerId: string };

export async function changeMandate(propertyId: string, change: MandateChange): Promise<void> {
  const property = { propertyId };
  switch (change.kind) {
    case 'record':
      await signedInApi.PUT('/api/admin/properties/{propertyId}/mandate', {
        params: { path: property },
        body: change.terms,
      });
      return;
    case 'addSeller':
      await signedInApi.POST('/api/admin/properties/{propertyId}/sellers', {
        params: { path: property },
        body: change.seller,
      });
      return;
    case 'updateSeller':
      await signedInApi.PUT('/api/admin/properties/{propertyId}/sellers/{sellerId}', {
        params: { path: { ...property, sellerId: change.sellerId } },
        body: change.seller,
      });
      return;
    case 'removeSeller':
      await signedInApi.DELETE('/api/admin/properties/{propertyId}/sellers/{sellerId}', {
        params: { path: { ...property, sellerId: change.sellerId } },
      });
      return;
    case 'eraseSeller':
      await signedInApi.POST('/api/owner/sellers/{sellerId}/erase', {
        params: { path: { sellerId: change.sellerId } },
      });
      return;
  }
}

export function useChangeMandate(propertyId: string) {
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, MandateChange>({
    mutationFn: (change) => changeMandate(propertyId, change),
    // Also after a refusal: a conflict means the panel shows an old state.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mandateQueryOptions(propertyId).queryKey }),
  });
}

/** GET /api/owner/sellers/:sellerId/export (owners): the seller's data as a JSON file. */
export async function downloadSellerData(sellerId: string): Promise<void> {
  const { data, response } = await signedInApi.GET('/api/owner/sellers/{sellerId}/export', {
    params: { path: { sellerId } },
    parseAs: 'blob',
  });
  saveDownload(data as Blob, response, `seller-${sellerId}.json`);
}

export function useDownloadSellerData() {
  return useMutation<void, ApiError, string>({ mutationFn: downloadSellerData });
}
