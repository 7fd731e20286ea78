import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dataOf, signedInApi } from '../../lib/api/openapi-client';
import { privateQueryKey } from '../../lib/auth/session';
import type { CounterTerms, OfferTerms } from './offer-types';

/** Everything cached about offers and sales: the client's offers and the back office's sale panels. */
export const offersQueryRoot = privateQueryKey('offers');

export function refreshOffers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: offersQueryRoot });
}

/** GET /api/me/offers: the client's offers, newest first. */
export function getMyOffers(signal?: AbortSignal) {
  return dataOf(signedInApi.GET('/api/me/offers', { signal }));
}

export function myOffersQueryOptions() {
  return queryOptions({
    queryKey: privateQueryKey('offers', 'mine'),
    queryFn: ({ signal }) => getMyOffers(signal),
  });
}

export function useMyOffers() {
  return useQuery(myOffersQueryOptions());
}

/** POST /api/me/offers: an offer on an active property. */
export function makeOffer(body: OfferTerms & { propertyId: string }) {
  return dataOf(signedInApi.POST('/api/me/offers', { body }));
}

export function useMakeOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: makeOffer, onSuccess: () => refreshOffers(queryClient) });
}

export type BuyerStep =
  | { kind: 'accept'; id: string }
  | { kind: 'reject'; id: string }
  | { kind: 'withdraw'; id: string }
  | { kind: 'counter'; id: string; terms: CounterTerms };

/** POST /api/me/offers/:id/<step>: the buyer's answer to a counter-offer, or withdrawing an open offer. */
export function changeMyOffer(step: BuyerStep) {
  const path = { params: { path: { id: step.id } } };
  switch (step.kind) {
    case 'accept':
      return dataOf(signedInApi.POST('/api/me/offers/{id}/accept', { ...path, body: {} }));
    case 'reject':
      return dataOf(signedInApi.POST('/api/me/offers/{id}/reject', { ...path, body: {} }));
    case 'withdraw':
      return dataOf(signedInApi.POST('/api/me/offers/{id}/withdraw', { ...path, body: {} }));
    case 'counter':
      return dataOf(signedInApi.POST('/api/me/offers/{id}/counter', { ...path, body: step.terms }));
  }
}

export function useChangeMyOffer() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: changeMyOffer, onSettled: () => refreshOffers(queryClient) });
}
